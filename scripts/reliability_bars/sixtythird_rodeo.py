"""Issue 45's sixty-third bar of scripts/reliability_matrix.py, a rodeo association's results secretary and a pro
circuit's standings office ranking contestants per go-round, rodeo and season (its cases, ids ``u63a_``, registered in
its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each go-round, rodeo, average and season board (``go:18161/SW/1``, ``rodeo:18161/guymon-pioneer-days``,
``season:2026/world/AA``) is a query and each contestant a document (``prca:96898/stetson-wright``: the PRCA contestant
id, the contestant); the runs are the judges' marks (roughstock), the timers' clock (timed events), the money won and
the standings points, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by how
much each source is trusted, and judged against the year-end money (2 the top two, 1 the next three, 0 the rest).
The mistakes and odd files: the field's own files given where runs or qrels are read (ProRodeo's results, standings
and rodeo answers, its results release, the standings workbook and its CSV, the circuit's rodeo calendar, the judges'
score cards, the timers' times and the slack order typed by the secretary), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import zipfile
from io import BytesIO

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTYTHIRD_RODEO = ("45 Unseen inputs: a sixty-third bar, a rodeo association's results secretary and a pro circuit's "
                    "standings office ranking contestants per go-round, rodeo and season (ProRodeo results, standings "
                    "and rodeo answers, ProRodeo results releases, standings workbooks and their CSV, the circuit's "
                    "rodeo calendar, typed score cards, timers' times and slack orders)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['judges_marks', 'timers_clock', 'money_won', 'standings_points'],
    items=['prca:96898/stetson-wright', 'prca:107958/wacey-schalla', 'prca:96688/brushton-minton',
           'prca:92000/marcus-theriot', 'prca:96229/paden-bray', 'prca:108143/thayne-elshere',
           'prca:101145/bodie-mattson', 'prca:20112/coleman-proctor'],
    queries=['go:18161/SW/1', 'go:18161/SB/1', 'rodeo:18161/guymon-pioneer-days', 'average:18161/TR',
             'season:2026/world/AA', 'season:2026/circuit:7/AA'],
    suffix='/slack', generator='rodeo_days', judgements='year_end_money') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "rodeo_days", "contestant_board.run")

_RECS3 = ["judges_marks", "timers_clock", "money_won"]
_OUT = ("contestant_board.run",)
_ONE_RUN = ("go:18161/SW/1 Q0 prca:96898/stetson-wright 1 0.93 judges_marks\n"
            "go:18161/SW/1 Q0 prca:96688/brushton-minton 2 0.81 judges_marks\n")
# the team's files, as ProRodeo's results service, Excel, Google Calendar and the secretary write them (a few lines
# each)


def _contestant(cid: int, first: str, last: str, hometown: str, photo: str | None) -> dict:
    """A contestant as ProRodeo's results answer nests one (its keys in the service's order)."""
    return {"ContestantId": cid, "FirstName": first, "LastName": last, "NickName": first, "Hometown": hometown,
            "PhotoUrl": photo, "Featured": False, "BirthDate": "0001-01-01T00:00:00", "Age": 2026,
            "TotalEarnings": 0.0, "YearEarnings": 0.0, "WorldTitles": None, "NFRQualifications": None,
            "DateJoined": None, "EventTypes": None, "BiographyText": None, "VideoHighlights": None, "IsActive": False,
            "ShowInactiveBioOverride": False, "HideActiveBioOverride": False}


def _ride(place: int, payoff: float, time: float, stock_id: int, stamp: str, contestant: dict) -> dict:
    """A run of a go-round in ProRodeo's results answer (EventType, Payoff, Place, Score, ..., Contestant, Stock)."""
    return {"EventType": "SR", "Payoff": payoff, "Place": place, "Score": 0.0, "TeamId": 0, "StockId": stock_id,
            "StockName": None, "ContractorName": "Coy Thompson", "GoRound": 1, "GoRoundLabel": "1", "Time": time,
            "NumberScores": None, "LeftStockScore": 0.0, "RightStockScore": 0.0, "RideTimestamp": stamp,
            "Contestant": [contestant], "Stock": None}


# ProRodeo's results answer (the PRCA's results service, pro_rodeo.ashx/results?rodeoid=18161, as the RodeoDaily app
# and the prca-data-scraper read it): {"error": null, "data": [a rodeo: RodeoName, RodeoId, RodeoNumber, ApResults,
# City, State, VenueName, HideGridView, Events: {event: {go-round: [runs]}}]}, saved by the office's fetch script
# (Python's json.dump, two-space indent; floats as the service sends them, 13.0).  Two steer-roping runs of the first
# go-round at Guymon 2026, the release cut to its heading
_RESULTS_JSON = json.dumps({"error": None, "data": [{
    "RodeoName": "Guymon Pioneer Days Rodeo", "RodeoId": 18161, "RodeoNumber": 82,
    "ApResults": '<FONT STYLE="font-size: 14pt;"><STRONG>Guymon Pioneer Days Rodeo</STRONG></FONT><P></P>'
                 "Guymon, Okla., May 1-3<P></P>",
    "City": "Guymon", "State": "OK", "VenueName": "Henry C. Hitch Pioneer Arena", "HideGridView": False,
    "Events": {"SR": {"1": [
        _ride(32, 0.0, 23.6, -65, "2026-04-27T13:06:33.01",
              _contestant(6448, "Shorty", "Garten", "claremore, OK", None)),
        _ride(6, 636.69, 13.0, -2, "2026-04-27T13:08:03.793",
              _contestant(10659, "Don Ed", "Eddleman", "Santa Anna, TX", None))]}}}]}, indent=2) + "\n"
# ProRodeo's results release (the answer's ApResults: the Associated Press text the PRCA sends out, HTML tags in
# capitals, saved as the office pastes it into a file): its heading, all-around line and bareback riding, one line
_AP_RESULTS = (
    '<FONT STYLE="font-size: 14pt;"><STRONG>Guymon Pioneer Days Rodeo</STRONG></FONT><P></P>Guymon, Okla., May 1-3'
    "<P></P><B>All-around cowboy: </B>Coleman Proctor, $6,846, team roping and steer roping.<B><P></P>Bareback "
    "riding: </B><B></B>1. Carson Hildre, 87 points on Double J Rodeo Company's Cafe Risque, $3,514; 2. (tie) Daxtyn "
    "Feild and Logan Patterson, 82.5, $2,342 each; 4. (tie) Bryce Eck and Tim O'Connell, 82, $1,054 each. \n")
# ProRodeo's standings answer (pro_rodeo.ashx/standings?year=2026&type=world&id=&event=AA): {"error": null, "data":
# [FirstName, ContestantId, LastName, SidearmPhotoUrl, Earnings, Points, Place, Event, Type, TourId, CircuitId,
# NickName, Hometown, StandingId, SeasonYear]}, saved as above; the all-around world standings' first three
_STANDINGS_JSON = json.dumps({"error": None, "data": [
    {"FirstName": first, "ContestantId": cid, "LastName": last, "SidearmPhotoUrl": photo, "Earnings": money,
     "Points": money, "Place": place, "Event": "AA", "Type": "world", "TourId": None, "CircuitId": None,
     "NickName": nick, "Hometown": town, "StandingId": 367114 + place, "SeasonYear": 2026}
    for place, (first, cid, last, photo, money, nick, town) in enumerate([
        ("Stetson", 96898, "Wright", "/images/2026/4/9/Stetson_Wright.png", 218821.95, "Stetson", "Beaver, UT"),
        ("Wacey", 107958, "Schalla", "/images/2026/2/27/Wacey_PRCA_Headshot.png", 116383.16, "", "Arapaho, OK"),
        ("Brushton", 96688, "Minton", "/images/2024/1/30/Minton_Brushton_NFR_23_.png", 69616.43, "Brushton",
         "Witter Springs, CA")], 1)]}, indent=2) + "\n"
# ProRodeo's rodeo answer (pro_rodeo.ashx/rodeo?id=18705): {"error": null, "data": {Events (EventName padded to 100
# characters), Tours, Circuit, Winners, Performances, RodeoId, RodeoNumber, SeasonYear, Name, ..., HasDaysheets}},
# saved as above; the Miles City bronc ride, one winner
_RODEO_JSON = json.dumps({"error": None, "data": {
    "Events": [{"RodeoId": 18705, "EventType": "SB", "EventName": "Saddle Bronc Riding".ljust(100)}],
    "Tours": [], "Circuit": {"CircuitId": 4, "Name": "Montana (M)"},
    "Winners": [{"RodeoId": 15716, "Contestant": {
        "ContestantId": 108143, "FirstName": "Thayne", "LastName": "Elshere", "NickName": "", "Hometown": "Sturgis, SD",
        "PhotoUrl": None, "Featured": False, "BirthDate": "2004-11-09T00:00:00", "Age": 21, "TotalEarnings": 0.0,
        "YearEarnings": 0.0, "WorldTitles": None, "NFRQualifications": None, "DateJoined": "2025-09-16T00:00:00",
        "EventTypes": None, "BiographyText": None, "VideoHighlights": None, "IsActive": True,
        "ShowInactiveBioOverride": False, "HideActiveBioOverride": False},
        "TeamId": 0, "EventType": "SB", "StartDate": "2025-05-16T00:00:00", "Score": 80.0, "Time": 0.0,
        "Payoff": 954.1}],
    "Performances": [{"Name": "1st Performance Friday Matinee", "StartDate": "2026-05-15T17:00:00"}],
    "RodeoId": 18705, "RodeoNumber": 200016, "SeasonYear": 2026, "Name": "PRCA Orin Muri Permit Bronc Ride Challenge",
    "City": "Miles City", "StateAbbrv": "MT", "StartDate": "2026-05-15T00:00:00", "EndDate": "2026-05-15T00:00:00",
    "Payout": 2000.0, "HideGridView": False, "WebsiteUrl": None, "InProgress": False, "IsActive": True,
    "AnniversaryNumber": 5, "ApResults": None, "JoinedYear": 2022, "VenueName": "Eastern Montana Fair Aren",
    "CircuitId": 4, "CircuitIds": [4], "TourIds": [], "Daysheets": 0, "HasDaysheets": False}}, indent=2) + "\n"
# the office's standings sheet (Place, Member No., Contestant, Hometown, Event, Earnings) saved from Excel as "CSV
# UTF-8 (Comma delimited)": a byte-order mark, DOS line ends, fields with a comma in double quotes, the earnings as
# the sheet shows them (currency, thousands separators)
_STANDINGS_ROWS = [(1, 96898, "Stetson Wright", "Beaver, UT", "AA", 218821.95),
                   (2, 107958, "Wacey Schalla", "Arapaho, OK", "AA", 116383.16),
                   (3, 96688, "Brushton Minton", "Witter Springs, CA", "AA", 69616.43)]
_STANDINGS_CSV = "\ufeffPlace,Member No.,Contestant,Hometown,Event,Earnings\r\n" + "".join(
    f'{p},{m},{c},"{h}",{e},"${money:,.2f}"\r\n' for p, m, c, h, e, money in _STANDINGS_ROWS)


def _standings_xlsx() -> bytes:
    """The standings workbook (2026_world_standings.xlsx) as openpyxl writes it from the office's standings script: a
    ZIP archive ('PK' 03 04, version 20, deflated members) of docProps/app.xml, docProps/core.xml, the sheet (inline
    strings, numbers as 'n' cells), _rels/.rels, xl/workbook.xml, its relationships and [Content_Types].xml, in
    openpyxl's order (its theme and styles parts left out: a workbook opens without them)."""
    ns = "http://schemas.openxmlformats.org"
    header = ["Place", "Member No.", "Contestant", "Hometown", "Event", "Earnings"]

    def cell(ref: str, value: object) -> str:
        if isinstance(value, str):
            return f'<c r="{ref}" t="inlineStr"><is><t>{value}</t></is></c>'
        return f'<c r="{ref}" t="n"><v>{value}</v></c>'

    rows = "".join(f'<row r="{r}">' + "".join(cell(f"{col}{r}", v) for col, v in zip("ABCDEF", values)) + "</row>"
                   for r, values in enumerate([header, *_STANDINGS_ROWS], 1))
    stamp = "2026-05-04T09:12:00Z"
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
                                    f'ref="A1:F{len(_STANDINGS_ROWS) + 1}"/><sheetViews><sheetView workbookViewId="0">'
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
                           'relationships" name="World Standings" sheetId="1" state="visible" r:id="rId1"/></sheets>'
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
            z.writestr(zipfile.ZipInfo(name, (2026, 5, 4, 9, 12, 0)), text, compress_type=zipfile.ZIP_DEFLATED)
    return buf.getvalue()


_STANDINGS_XLSX = _standings_xlsx()
# the circuit's rodeo calendar exported from the office's Google Calendar (an iCalendar file: BEGIN:VCALENDAR, Google's
# PRODID, VERSION, CALSCALE, METHOD, X-WR-CALNAME and X-WR-TIMEZONE, then a VEVENT per rodeo, DOS line ends, commas in
# text escaped): the Guymon rodeo's all-day event
_CALENDAR = "\r\n".join([
    "BEGIN:VCALENDAR", "PRODID:-//Google Inc//Google Calendar 70.9054//EN", "VERSION:2.0", "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH", "X-WR-CALNAME:Prairie Circuit rodeos 2026", "X-WR-TIMEZONE:America/Chicago", "BEGIN:VEVENT",
    "DTSTART;VALUE=DATE:20260501", "DTEND;VALUE=DATE:20260504", "DTSTAMP:20260420T151210Z",
    "UID:4k2v9q1m7c8h3n5p6r0s2t4u6w@google.com", "CREATED:20260105T180344Z", "LAST-MODIFIED:20260105T180344Z",
    "LOCATION:Henry C. Hitch Pioneer Arena\\, Guymon\\, OK", "SEQUENCE:0", "STATUS:CONFIRMED",
    "SUMMARY:Guymon Pioneer Days Rodeo", "TRANSP:TRANSPARENT", "END:VEVENT", "END:VCALENDAR"]) + "\r\n"
# the roughstock judges' score cards as the secretary types them after a performance: back number, rider, horse, judge
# A's marks, judge B's marks (rider and animal added, half points), the score: six fields a line, numbers fourth
# and fifth
_SCORE_CARDS = ("114 Hildre CafeRisque 44 43 87\n203 Feild 7J 41.5 41 82.5\n318 Patterson 22X 41 41.5 82.5\n"
                "127 Eck 410 41 41 82\n255 O'Connell 03 40.5 41.5 82\n")
# the timers' times as the secretary types them from the two timers' sheets: go-round, back number, contestant, time:
# four fields a line, a number last (hundredths in the barrels)
_TIMES = "1 207 Urbanek-Wade 17.46\n1 118 Jones 17.55\n1 342 Brown 17.57\n1 96 Peirce 17.59\n"
# the slack order as the secretary types it for the arena director: position, event, back number, contestant: four
# fields a line
_SLACK = "1 SW 412 Peterson\n2 SW 388 Fox\n3 SW 301 Pugh\n4 SW 517 Arnold\n"


def sixtythird_bar_rodeo_cases() -> list[Case]:
    G = SIXTYTHIRD_RODEO
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="rodeo_days", judgements="year_end_money", runs=_RECS3, stem="contestant_board",
        outputs=_OUT, item="contestant", rounded="judges_marks",
        weights="{'judges_marks': 1.0, 'timers_clock': 1.0, 'money_won': 1.5, 'standings_points': 0.5}",
        lone_query="R['judges_marks']['xtreme:2026/broncs/finale'] = {'prca:96898/stetson-wright': 0.9, "
                   "'prca:108143/thayne-elshere': 0.4}\n",
        trust="judges_marks 1\ntimers_clock 1\nmoney_won 2\n",
        trust_dict="{'judges_marks': 1, 'timers_clock': 1, 'money_won': 2}",
        texts={
            "rrf": ("u63a_rrf_contestant_sources",
                    "rankagg.fuse({source: {go-round, rodeo or season: {contestant: score}}}, method='rrf'): four "
                    "sources, six go-rounds, rodeos and boards ('go:18161/SW/1'), contestants as "
                    "'prca:96898/stetson-wright'"),
            "borda": ("u63a_borda_unplaced_contestants",
                      "rankagg.fuse(..., method='borda'): the judges mark no timed-event hand, the timers clock no "
                      "bronc rider"),
            "combsum": ("u63a_combsum_half_point_judges_marks",
                        "rankagg.fuse(..., method='combsum'): the judges' marks in half points scaled at one decimal "
                        "(many ties) beside the clock and the money"),
            "fuser": ("u63a_weighted_fuser_money_won",
                      "rankagg.Fuser('rrf', weights=...) per go-round: the money won counts 1.5, the standings points "
                      "0.5"),
            "frame": ("u63a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the office's season sheet, a "
                      "row per go-round, contestant and source"),
            "evaluate": ("u63a_evaluate_year_end_money",
                         "rankagg.evaluate(fused ranking, the year-end money, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused board put first the contestants the year-end money placed highest"),
            "lone": ("u63a_one_source_xtreme_broncs_finale",
                     "rankagg.fuse(..., method='rrf'): an Xtreme Broncs finale only the judges marked beside "
                     "go-rounds every source covers"),
            "cli_rrf": ("u63a_cli_rrf_runs",
                        "rankagg fuse judges_marks.run timers_clock.run money_won.run --method rrf -o "
                        "contestant_board.run: one run per source, go-rounds, rodeos and seasons as queries"),
            "cli_borda": ("u63a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the money won counts "
                          "double)"),
            "cli_combsum": ("u63a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four the short go calls back from each "
                            "round"),
            "cli_evaluate": ("u63a_cli_evaluate_year_end_money_qrels",
                             "rankagg evaluate contestant_board.run --qrels year_end_money.qrels -m ndcg_cut.5 -m "
                             "map: the fused board against the year-end money (0-2)"),
            "cli_parquet": ("u63a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o contestant_board.parquet: gzipped runs from the "
                            "office's nightly jobs, a Parquet table for the circuit's website")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u63a_prorodeo_results_json_as_run", "ProRodeo's results answer (JSON: error, data: a rodeo with RodeoName, "
         "ApResults, Events by event and go-round, each run's Place, Payoff, Time, Contestant)", "results_18161.json",
         _RESULTS_JSON, "ProRodeo", "results_18161.json:1"),
        ("u63a_prorodeo_standings_json_as_run", "ProRodeo's standings answer (JSON: error, data: FirstName, "
         "ContestantId, LastName, ..., Earnings, Points, Place, Event, Type, ..., StandingId, SeasonYear)",
         "standings_2026_world_AA.json", _STANDINGS_JSON, "ProRodeo", "standings_2026_world_AA.json:1"),
        ("u63a_prorodeo_results_release_as_run", "ProRodeo's results release (the AP text: HTML tags in capitals, "
         "'1. Carson Hildre, 87 points on ...', one line)", "guymon_2026_results.html", _AP_RESULTS, "ProRodeo",
         "guymon_2026_results.html:1"),
        ("u63a_standings_xlsx_as_run", "the office's standings workbook ('PK' 03 04, a ZIP of docProps, the sheet, the "
         "workbook and [Content_Types].xml)", "2026_world_standings.xlsx", _STANDINGS_XLSX, "Excel",
         "2026_world_standings.xlsx"),
        ("u63a_standings_csv_as_run", "the office's standings sheet saved from Excel as CSV UTF-8 (a byte-order mark, "
         "Place, Member No., Contestant, Hometown, Event, Earnings, DOS line ends)", "2026_world_standings.csv",
         _STANDINGS_CSV, "standings", "2026_world_standings.csv:1"),
        ("u63a_google_calendar_ics_as_run", "the circuit's rodeo calendar exported from Google Calendar (iCalendar: "
         "BEGIN:VCALENDAR, PRODID, ..., a VEVENT per rodeo)", "circuit_rodeos_2026.ics", _CALENDAR, "iCalendar",
         "circuit_rodeos_2026.ics:1"),
        ("u63a_typed_score_cards_as_run", "the judges' score cards typed by the secretary (six fields a line: back "
         "number, rider, horse, judge A, judge B, score)", "bb_perf2_score_cards.txt", _SCORE_CARDS, "score card",
         "bb_perf2_score_cards.txt:1"),
        ("u63a_typed_timers_times_as_run", "the timers' times typed by the secretary (four fields a line: go-round, "
         "back number, contestant, time)", "gb_go1_times.txt", _TIMES, "timer", "gb_go1_times.txt:1"),
        ("u63a_typed_slack_order_as_run", "the slack order typed by the secretary (four fields a line: position, "
         "event, back number, contestant)", "slack_order.txt", _SLACK, "slack", "slack_order.txt:1")],
        one_run=("judges_marks.run", _ONE_RUN), stem="contestant_board",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an Excel workbook read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u63a_typed_timers_times_as_qrels", "gb_go1_times.txt", _TIMES, "timer"),
        ("u63a_typed_slack_order_as_qrels", "slack_order.txt", _SLACK, "slack"),
        ("u63a_standings_csv_as_qrels", "2026_world_standings.csv", _STANDINGS_CSV, "standings"),
        ("u63a_prorodeo_rodeo_json_as_qrels", "rodeo_18705.json", _RODEO_JSON, "ProRodeo")],
        one_run=("judges_marks.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u63a_out_standings_xlsx", "contestant_board.xlsx", "the office's standings workbook (Excel)"),
        ("u63a_out_standings_xls", "contestant_board.xls", "an Excel 97-2003 workbook, as older secretary software "
         "exports standings"),
        ("u63a_out_calendar_ics", "contestant_board.ics", "an iCalendar file (the circuit's rodeo calendar)"),
        ("u63a_out_prorodeo_standings_json", "standings?year=2024&type=world&id=&event=GB.json",
         "a saved ProRodeo/WPRA standings answer (the name the RodeoDaily app's mirror stores it under)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=63"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u63a_api_prorodeo_standings_dict",
            "rankagg.fuse(json.load(standings_2026_world_AA.json)): ProRodeo's standings answer loaded in Python given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('s.json')), method='rrf')\n",
            "ProRodeo", why="a run maps a query to {document: score}; the answer's 'error' is null and 'data' a list "
            "of standings rows (FirstName, ContestantId, Earnings, Place, ...)", files={"s.json": _STANDINGS_JSON}),
        bad("u63a_api_standings_csv_frame",
            "rankagg.fuse(pd.read_csv(2026_world_standings.csv)): the office's standings sheet given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('s.csv'), method='borda')\n",
            "standings", why="a table of runs has qid, docid, run and score columns; the standings sheet has a "
            "contestant per row (Place, Member No., Contestant, Hometown, Event, Earnings)",
            files={"s.csv": _STANDINGS_CSV}),
    ]
    return cases
