"""Issue 45's sixty-fourth bar of scripts/reliability_matrix.py, a barbecue sanctioning body's contest reps and a state
BBQ society's team-of-the-year office ranking cook teams per category, contest and season (its cases, ids ``u64a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each category of a contest, each contest's overall and each team-of-the-year board
(``contest:4811/chicken``, ``contest:4811/overall``, ``season:2026/toy/pork``) is a query and each cook team a document
(``team:13540/the-pork-whisperers``: the team's key in kcbstats' teams map, the team); the runs are the blind judges'
weighted scores (appearance 0.56, taste 2.2972, tenderness 1.1428), the places called per category, the prize money
and the team-of-the-year points, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM,
weighted by how much each source is trusted, and judged against the final team-of-the-year standings (2 the top two,
1 the next three, 0 the rest).  The mistakes and odd files: the field's own files given where runs or qrels are read
(a KCBS contest results page, kcbstats' contest and team JSON, the team-of-the-year workbook and its CSV, a results
PDF, the society's contest calendar, the judges' score cards, the table assignments and the turn-in order typed by
the rep), and outputs named for the field's files.  KCBScore's own files (the rep's contest data and exports) are
left out: their format is not published anywhere it could be checked.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import base64
import hashlib
import json
import zipfile
import zlib
from io import BytesIO

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTYFOURTH_BARBECUE = ("45 Unseen inputs: a sixty-fourth bar, a barbecue sanctioning body's contest reps and a state "
                        "BBQ society's team-of-the-year office ranking cook teams per category, contest and season "
                        "(KCBS contest results pages, kcbstats' contest and team JSON, team-of-the-year workbooks and "
                        "their CSV, ReportLab results PDFs, the society's contest calendar, typed judges' score "
                        "cards, table assignments and turn-in orders)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['judges_scores', 'category_calls', 'prize_money', 'toy_points'],
    items=['team:13540/the-pork-whisperers', 'team:11547/smokin-butts', 'team:3513/charcoal-mafia',
           'team:9257/porkys-pit-crew', 'team:12834/snout-standing', 'team:7185/lazy-bones-bbq',
           'team:11755/southern-thunder-bbq', 'team:1735/bones-grill-shack'],
    queries=['contest:4811/chicken', 'contest:4811/ribs', 'contest:4811/overall', 'contest:4832/brisket',
             'season:2026/toy/overall', 'season:2026/toy/pork'],
    suffix='/backyard', generator='smoke_days', judgements='toy_final_standings') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "smoke_days", "team_board.run")

_RECS3 = ["judges_scores", "category_calls", "prize_money"]
_OUT = ("team_board.run",)
_ONE_RUN = ("contest:4811/chicken Q0 team:13540/the-pork-whisperers 1 0.93 judges_scores\n"
            "contest:4811/chicken Q0 team:3513/charcoal-mafia 2 0.81 judges_scores\n")
# the team's files, as the KCBS site, kcbstats, openpyxl, Excel, ReportLab, Google Calendar and the rep write them (a
# few lines each)

# a KCBS contest results page saved from the KCBS site (www.kcbs.us/event/...), cut to the parts a reader of the page
# uses: the parts kcbstats' parser reads (scraping/parse_html.py: '.event_head', '#event_subhead' split on newline and
# two tabs into location and date, the unlabelled <p> of 'Label: value' lines with 'Contest Number:', '.float20 p
# strong em' for STATE CHAMPIONSHIP, 'div.grid07.float20 table.contestResults' tables whose first row names the
# category and whose rows are place, team, score); the rest of the page's markup could not be checked and is left out
_RESULTS_HTML = (
    "<!DOCTYPE html>\n<html>\n<head>\n<title>SC Festival of Discovery | Kansas City Barbeque Society</title>\n</head>\n"
    '<body>\n<div id="mainContentInterior">\n<div class="grid05 float20">\n'
    '<h2 class="event_head">SC Festival of Discovery</h2>\n'
    '<div id="event_subhead">\n\t\tGreenwood, SC\n\t\tJuly 10, 2014</div>\n'
    "<p><strong><em>STATE CHAMPIONSHIP</em></strong></p>\n"
    "<p>Website: www.festivalofdiscovery.com\nKCBS Reps: D. Harlan, M. Osei\nContest Number: 4811\n"
    "Prize Money: $17,630.00\nCBJ Percentage: 100%</p>\n</div>\n"
    '<div class="grid07 float20">\n<table class="contestResults">\n<tr><th colspan="3">Overall</th></tr>\n'
    "<tr><td>1</td><td>THE PORK WHISPERERS</td><td>689.1428</td></tr>\n"
    "<tr><td>2</td><td>SMOKIN' BUTTS</td><td>684.5712</td></tr>\n"
    "<tr><td>3</td><td>Charcoal Mafia</td><td>681.1428</td></tr>\n</table>\n"
    '<table class="contestResults">\n<tr><th colspan="3">Chicken</th></tr>\n'
    "<tr><td>1</td><td>THE PORK WHISPERERS</td><td>180.0000</td></tr>\n"
    "<tr><td>2</td><td>Charcoal Mafia</td><td>177.7142</td></tr>\n</table>\n</div>\n</div>\n</body>\n</html>\n")


def _kcbstats_json(rows: list[tuple[str, object]]) -> str:
    """A file of kcbstats' scraping/fresh_json as its jsonify scripts write it (Python 2's json.dump, indent=4: each
    item but the last ends in ', ' before its line end, no newline at the end of the file)."""
    return json.dumps(dict(rows), indent=4, separators=(", ", ": "))


# kcbstats' contests_basic.json: {contest number: {attendance, is_state_champ, name, cbj_percentage, state, location,
# date_order, date_str, prize}} in the order Python 2 wrote the keys; three contests as the file holds them
_CONTESTS_JSON = _kcbstats_json([
    ("4813", {"attendance": 11, "is_state_champ": True, "name": "Smoke in the Valley", "cbj_percentage": "100%",
              "state": "tn", "location": "Pikeville, TN", "date_order": 141010, "date_str": "10/10/14",
              "prize": 6000}),
    ("4812", {"attendance": 41, "is_state_champ": True, "name": "Tonganoxie Days BBQ Blowout",
              "cbj_percentage": "91%", "state": "ks", "location": "Tonganoxie, KS", "date_order": 140613,
              "date_str": "6/13/14", "prize": 2540}),
    ("4811", {"attendance": 86, "is_state_champ": True, "name": "SC Festival of Discovery", "cbj_percentage": "100%",
              "state": "sc", "location": "Greenwood, SC", "date_order": 140710, "date_str": "7/10/14",
              "prize": 17630})])
# kcbstats' teams_map.json: {team key: team name as the results pages spell it}; its first three entries
_TEAMS_MAP_JSON = _kcbstats_json([("13357", "TEMPLAR TEMPTATIONS"), ("13356", "TEMECULA RUB COMPANY"),
                                  ("11542", "SMOKIN' BILL'S")])
# the office's team-of-the-year standings sheet (Rank, Team, State, Contests, Points) saved from Excel as "CSV UTF-8
# (Comma delimited)": a byte-order mark, DOS line ends, the points as the sheet shows them (thousands separators, so
# in double quotes)
_TOY_ROWS = [(1, "THE PORK WHISPERERS", "SC", 10, 1842.6856), (2, "SMOKIN' BUTTS", "GA", 9, 1716.0571),
             (3, "Charcoal Mafia", "NC", 10, 1630.4)]
_TOY_CSV = "\ufeffRank,Team,State,Contests,Points\r\n" + "".join(
    f'{r},{t},{s},{c},"{p:,.4f}"\r\n' for r, t, s, c, p in _TOY_ROWS)


def _toy_xlsx() -> bytes:
    """The team-of-the-year workbook (toy_standings_2026.xlsx) as openpyxl writes it from the office's standings
    script: a ZIP archive ('PK' 03 04, version 20, deflated members) of docProps/app.xml, docProps/core.xml, the sheet
    (inline strings, numbers as 'n' cells), _rels/.rels, xl/workbook.xml, its relationships and [Content_Types].xml,
    in openpyxl's order (its theme and styles parts left out: a workbook opens without them)."""
    ns = "http://schemas.openxmlformats.org"
    header = ["Rank", "Team", "State", "Contests", "Points"]

    def cell(ref: str, value: object) -> str:
        if isinstance(value, str):
            text = value.replace("&", "&amp;")
            return f'<c r="{ref}" t="inlineStr"><is><t>{text}</t></is></c>'
        return f'<c r="{ref}" t="n"><v>{value}</v></c>'

    rows = "".join(f'<row r="{r}">' + "".join(cell(f"{col}{r}", v) for col, v in zip("ABCDE", values)) + "</row>"
                   for r, values in enumerate([header, *_TOY_ROWS], 1))
    stamp = "2026-11-02T08:40:00Z"
    parts = {
        "docProps/app.xml": f'<Properties xmlns="{ns}/officeDocument/2006/extended-properties"><Application>Microsoft '
                            "Excel Compatible / Openpyxl 3.1.5</Application><AppVersion>3.1</AppVersion></Properties>",
        "docProps/core.xml": f'<cp:coreProperties xmlns:cp="{ns}/package/2006/metadata/core-properties"><dc:creator '
                             'xmlns:dc="http://purl.org/dc/elements/1.1/">openpyxl</dc:creator>' + "".join(
                                 f'<dcterms:{k} xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org'
                                 f'/2001/XMLSchema-instance" xsi:type="dcterms:W3CDTF">{stamp}</dcterms:{k}>'
                                 for k in ("created", "modified")) + "</cp:coreProperties>",
        "xl/worksheets/sheet1.xml": f'<worksheet xmlns="{ns}/spreadsheetml/2006/main"><sheetPr><outlinePr '
                                    'summaryBelow="1" summaryRight="1"/><pageSetUpPr/></sheetPr><dimension '
                                    f'ref="A1:E{len(_TOY_ROWS) + 1}"/><sheetViews><sheetView workbookViewId="0">'
                                    '<selection activeCell="A1" sqref="A1"/></sheetView></sheetViews><sheetFormatPr '
                                    f'baseColWidth="8" defaultRowHeight="15"/><sheetData>{rows}</sheetData>'
                                    '<pageMargins left="0.75" right="0.75" top="1" bottom="1" header="0.5" '
                                    'footer="0.5"/></worksheet>',
        "_rels/.rels": f'<Relationships xmlns="{ns}/package/2006/relationships"><Relationship Type="{ns}/officeDocument'
                       '/2006/relationships/officeDocument" Target="xl/workbook.xml" Id="rId1"/><Relationship '
                       f'Type="{ns}/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml" '
                       f'Id="rId2"/><Relationship Type="{ns}/officeDocument/2006/relationships/extended-properties" '
                       'Target="docProps/app.xml" Id="rId3"/></Relationships>',
        "xl/workbook.xml": f'<workbook xmlns="{ns}/spreadsheetml/2006/main"><workbookPr/><workbookProtection/>'
                           '<bookViews><workbookView visibility="visible" minimized="0" showHorizontalScroll="1" '
                           'showVerticalScroll="1" showSheetTabs="1" tabRatio="600" firstSheet="0" activeTab="0" '
                           f'autoFilterDateGrouping="1"/></bookViews><sheets><sheet xmlns:r="{ns}/officeDocument/2006/'
                           'relationships" name="Team of the Year" sheetId="1" state="visible" r:id="rId1"/></sheets>'
                           '<definedNames/><calcPr calcId="124519" fullCalcOnLoad="1"/></workbook>',
        "xl/_rels/workbook.xml.rels": f'<Relationships xmlns="{ns}/package/2006/relationships"><Relationship '
                                      f'Type="{ns}/officeDocument/2006/relationships/worksheet" '
                                      'Target="/xl/worksheets/sheet1.xml" Id="rId1"/></Relationships>',
        "[Content_Types].xml": f'<Types xmlns="{ns}/package/2006/content-types"><Default Extension="rels" '
                               'ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default '
                               'Extension="xml" ContentType="application/xml"/><Override PartName="/docProps/core.xml" '
                               'ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override '
                               'PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-'
                               'officedocument.extended-properties+xml"/><Override PartName="/xl/worksheets/sheet1.xml"'
                               ' ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+'
                               'xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.'
                               'openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>'}
    buf = BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in parts.items():
            z.writestr(zipfile.ZipInfo(name, (2026, 11, 2, 8, 40, 0)), text, compress_type=zipfile.ZIP_DEFLATED)
    return buf.getvalue()


_TOY_XLSX = _toy_xlsx()


def _results_pdf() -> bytes:
    """The contest's chicken results as the office's results script writes them with ReportLab's canvas (5.1, letter,
    Helvetica 11, a drawString a line): '%PDF-1.3', the binary comment and 'ReportLab Generated PDF document
    (opensource)', the font, page, catalog, info, pages and content objects (the content ASCII85 over Flate), the
    cross-reference table and the trailer with its digest comment, byte for byte as ReportLab writes them (checked
    against its output; the date and the file's ID are this document's)."""
    lines = ["SC Festival of Discovery, Greenwood SC - Chicken", "1 THE PORK WHISPERERS 180.0000",
             "2 Charcoal Mafia 177.7142", "3 SMOKIN' BUTTS 176.5714"]
    ops = ("1 0 0 1 0 0 cm  BT /F1 12 Tf 14.4 TL ET\nBT /F1 11 Tf 13.2 TL ET\n" + "".join(
        f"BT 1 0 0 1 72 {740 - 14 * i} Tm ({text}) Tj T* ET\n" for i, text in enumerate(lines)) + " \n")
    data = base64.a85encode(zlib.compress(ops.encode("latin-1"))) + b"~>"
    stamp = "D:20140712183512+00'00'"
    objects = [
        b"<<\n/F1 2 0 R\n>>",
        b"<<\n/BaseFont /Helvetica /Encoding /WinAnsiEncoding /Name /F1 /Subtype /Type1 /Type /Font\n>>",
        b"<<\n/Contents 7 0 R /MediaBox [ 0 0 612 792 ] /Parent 6 0 R /Resources <<\n/Font 1 0 R /ProcSet [ /PDF "
        b"/Text /ImageB /ImageC /ImageI ]\n>> /Rotate 0 /Trans <<\n\n>> \n  /Type /Page\n>>",
        b"<<\n/PageMode /UseNone /Pages 6 0 R /Type /Catalog\n>>",
        (f"<<\n/Author (State BBQ Society) /CreationDate ({stamp}) /Creator (anonymous) /Keywords () /ModDate "
         f"({stamp}) /Producer (ReportLab PDF Library - \\(opensource\\)) \n  /Subject (unspecified) /Title "
         "(Contest 4811 Chicken) /Trapped /False\n>>").encode(),
        b"<<\n/Count 1 /Kids [ 3 0 R ] /Type /Pages\n>>",
        b"<<\n/Filter [ /ASCII85Decode /FlateDecode ] /Length %d\n>>\nstream\n" % len(data) + data + b"endstream"]
    out = bytearray(b"%PDF-1.3\n%\x93\x8c\x8b\x9e ReportLab Generated PDF document (opensource)\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    ident = hashlib.md5(bytes(out)).hexdigest()
    out += b"xref\n0 8\n0000000000 65535 f \n" + b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += (f"trailer\n<<\n/ID \n[<{ident}><{ident}>]\n% ReportLab generated PDF document -- digest (opensource)\n\n"
            f"/Info 5 0 R\n/Root 4 0 R\n/Size 8\n>>\nstartxref\n{xref}\n%%EOF\n").encode()
    return bytes(out)


_RESULTS_PDF = _results_pdf()
# the society's contest calendar exported from its Google Calendar (an iCalendar file: BEGIN:VCALENDAR, Google's
# PRODID, VERSION, CALSCALE, METHOD, X-WR-CALNAME and X-WR-TIMEZONE, then a VEVENT per contest, DOS line ends, commas
# in text escaped): the Greenwood contest's all-day event
_CALENDAR = "\r\n".join([
    "BEGIN:VCALENDAR", "PRODID:-//Google Inc//Google Calendar 70.9054//EN", "VERSION:2.0", "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH", "X-WR-CALNAME:State BBQ Society contests 2026", "X-WR-TIMEZONE:America/New_York",
    "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20260709", "DTEND;VALUE=DATE:20260712", "DTSTAMP:20260601T141502Z",
    "UID:7h3k5m9q2r4t6v8x0z1b3d5f7g@google.com", "CREATED:20260112T193020Z", "LAST-MODIFIED:20260112T193020Z",
    "LOCATION:Uptown Greenwood\\, Greenwood\\, SC", "SEQUENCE:0", "STATUS:CONFIRMED",
    "SUMMARY:SC Festival of Discovery (KCBS)", "TRANSP:TRANSPARENT", "END:VEVENT", "END:VCALENDAR"]) + "\r\n"
# the judges' score cards as the rep types them from the cards of a table: table, seat, box number, appearance,
# taste, tenderness (whole points 2 to 9, a 1 a penalty): six fields a line, numbers fourth and fifth
_SCORE_CARDS = "3 1 127 9 8 8\n3 2 127 8 8 9\n3 3 127 9 9 8\n3 4 127 8 7 8\n3 5 127 9 8 8\n3 6 127 8 8 7\n"
# the table assignments as the rep types them for the judges' tent: table, seat, CBJ number, judge: four fields a line
_TABLES = "3 1 21734 Hargrove\n3 2 20211 Okafor\n3 3 18876 Lindqvist\n3 4 22905 Baptiste\n"
# the turn-in order as the rep types it for the turn-in table: box number, turn-in time, category, team's site: four
# fields a line, a number last
_TURN_IN = "127 12:00 chicken 14\n131 12:00 chicken 3\n138 12:01 chicken 22\n142 12:03 chicken 9\n"


def sixtyfourth_bar_barbecue_cases() -> list[Case]:
    G = SIXTYFOURTH_BARBECUE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="smoke_days", judgements="toy_final_standings", runs=_RECS3, stem="team_board",
        outputs=_OUT, item="cook team", rounded="toy_points",
        weights="{'judges_scores': 1.5, 'category_calls': 1.0, 'prize_money': 0.5, 'toy_points': 1.0}",
        lone_query="R['judges_scores']['contest:4811/ancillary:dessert'] = {'team:13540/the-pork-whisperers': 0.9, "
                   "'team:1735/bones-grill-shack': 0.4}\n",
        trust="judges_scores 2\ncategory_calls 1\nprize_money 1\n",
        trust_dict="{'judges_scores': 2, 'category_calls': 1, 'prize_money': 1}",
        texts={
            "rrf": ("u64a_rrf_cook_team_sources",
                    "rankagg.fuse({source: {category, contest or season board: {cook team: score}}}, method='rrf'): "
                    "four sources, six categories, contests and boards ('contest:4811/chicken'), teams as "
                    "'team:13540/the-pork-whisperers'"),
            "borda": ("u64a_borda_teams_missing_categories",
                      "rankagg.fuse(..., method='borda'): a team that turned in no brisket has no score there, a "
                      "team out of the money no prize"),
            "combsum": ("u64a_combsum_coarse_toy_points",
                        "rankagg.fuse(..., method='combsum'): the team-of-the-year points scaled at one decimal "
                        "(many ties) beside the judges' weighted scores and the prize money"),
            "fuser": ("u64a_weighted_fuser_judges_scores",
                      "rankagg.Fuser('rrf', weights=...) per category: the judges' weighted scores count 1.5, the "
                      "prize money 0.5"),
            "frame": ("u64a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the office's season sheet, a "
                      "row per category, cook team and source"),
            "evaluate": ("u64a_evaluate_toy_final_standings",
                         "rankagg.evaluate(fused ranking, the final team-of-the-year standings, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused board put first the teams the season placed highest"),
            "lone": ("u64a_one_source_ancillary_dessert",
                     "rankagg.fuse(..., method='rrf'): an ancillary dessert category only the judges scored beside "
                     "categories every source covers"),
            "cli_rrf": ("u64a_cli_rrf_runs",
                        "rankagg fuse judges_scores.run category_calls.run prize_money.run --method rrf -o "
                        "team_board.run: one run per source, categories, contests and seasons as queries"),
            "cli_borda": ("u64a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the judges' scores "
                          "count double)"),
            "cli_combsum": ("u64a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four teams called first in each "
                            "category"),
            "cli_evaluate": ("u64a_cli_evaluate_toy_final_standings_qrels",
                             "rankagg evaluate team_board.run --qrels toy_final_standings.qrels -m ndcg_cut.5 -m "
                             "map: the fused board against the final team-of-the-year standings (0-2)"),
            "cli_parquet": ("u64a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o team_board.parquet: gzipped runs from the "
                            "office's nightly jobs, a Parquet table for the society's website")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u64a_kcbs_results_page_as_run", "a KCBS contest results page saved from the KCBS site (HTML: the event "
         "head, its subhead, 'Contest Number: 4811', contestResults tables of place, team, score)",
         "contest_4811_results.html", _RESULTS_HTML, "KCBS", "contest_4811_results.html:2"),
        ("u64a_kcbstats_contests_json_as_run", "kcbstats' contests_basic.json (JSON: contest number -> attendance, "
         "is_state_champ, name, cbj_percentage, state, location, date_order, date_str, prize)", "contests_basic.json",
         _CONTESTS_JSON, "kcbstats", "contests_basic.json:1"),
        ("u64a_toy_xlsx_as_run", "the office's team-of-the-year workbook ('PK' 03 04, a ZIP of docProps, the sheet, "
         "the workbook and [Content_Types].xml)", "toy_standings_2026.xlsx", _TOY_XLSX, "Excel",
         "toy_standings_2026.xlsx"),
        ("u64a_toy_csv_as_run", "the office's team-of-the-year sheet saved from Excel as CSV UTF-8 (a byte-order mark, "
         "Rank, Team, State, Contests, Points, DOS line ends)", "toy_standings_2026.csv", _TOY_CSV, "Team of the Year",
         "toy_standings_2026.csv:1"),
        ("u64a_reportlab_results_pdf_as_run", "the contest's chicken results as a PDF written with ReportLab "
         "('%PDF-1.3', its binary comment, objects, an ASCII85 and Flate content stream)", "contest_4811_chicken.pdf",
         _RESULTS_PDF, "PDF", "contest_4811_chicken.pdf"),
        ("u64a_google_calendar_ics_as_run", "the society's contest calendar exported from Google Calendar (iCalendar: "
         "BEGIN:VCALENDAR, PRODID, ..., a VEVENT per contest)", "bbq_contests_2026.ics", _CALENDAR, "iCalendar",
         "bbq_contests_2026.ics:1"),
        ("u64a_typed_score_cards_as_run", "the judges' score cards typed by the rep (six fields a line: table, seat, "
         "box number, appearance, taste, tenderness)", "chicken_table3_cards.txt", _SCORE_CARDS, "score card",
         "chicken_table3_cards.txt:1"),
        ("u64a_typed_table_assignments_as_run", "the table assignments typed by the rep (four fields a line: table, "
         "seat, CBJ number, judge)", "table_assignments.txt", _TABLES, "table assignment",
         "table_assignments.txt:1"),
        ("u64a_typed_turn_in_order_as_run", "the turn-in order typed by the rep (four fields a line: box number, "
         "turn-in time, category, team's site)", "chicken_turn_in.txt", _TURN_IN, "turn-in",
         "chicken_turn_in.txt:1")],
        one_run=("judges_scores.run", _ONE_RUN), stem="team_board",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a workbook or a PDF read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u64a_typed_turn_in_order_as_qrels", "chicken_turn_in.txt", _TURN_IN, "turn-in"),
        ("u64a_typed_table_assignments_as_qrels", "table_assignments.txt", _TABLES, "table assignment"),
        ("u64a_toy_csv_as_qrels", "toy_standings_2026.csv", _TOY_CSV, "Team of the Year"),
        ("u64a_kcbstats_teams_map_json_as_qrels", "teams_map.json", _TEAMS_MAP_JSON, "kcbstats")],
        one_run=("judges_scores.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u64a_out_toy_xlsx", "team_board.xlsx", "the office's team-of-the-year workbook (Excel)"),
        ("u64a_out_results_pdf", "team_board.pdf", "a results PDF, as the rep's results go out to the teams"),
        ("u64a_out_calendar_ics", "team_board.ics", "an iCalendar file (the society's contest calendar)"),
        ("u64a_out_kcbstats_contests_json", "contests_basic.json",
         "kcbstats' contest file (the name its jsonify script writes under fresh_json/)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=64"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u64a_api_kcbstats_contests_dict",
            "rankagg.fuse(json.load(contests_basic.json)): kcbstats' contest file loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('c.json')), method='rrf')\n",
            "kcbstats", why="a run maps a query to {document: score}; the file maps a contest number to its "
            "attendance, name, state, location, dates and prize (numbers, strings and booleans side by side)",
            files={"c.json": _CONTESTS_JSON}),
        bad("u64a_api_toy_csv_frame",
            "rankagg.fuse(pd.read_csv(toy_standings_2026.csv)): the office's team-of-the-year sheet given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('t.csv'), method='borda')\n",
            "Team of the Year", why="a table of runs has qid, docid, run and score columns; the standings sheet has a "
            "cook team per row (Rank, Team, State, Contests, Points)", files={"t.csv": _TOY_CSV}),
    ]
    return cases
