"""Issue 45's sixty-seventh bar of scripts/reliability_matrix.py, an all-star cheerleading and dance event producer's
scoring office and a gym's coaches ranking teams per division, event and season from the judges' score sheets and
the bid standings (its cases, ids ``u67a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each division at an event, each event day and each season's division
(``division:2026-spirit-classic/l5-senior-coed``, ``event:2026-grand-nationals/l5-senior-coed/finals``,
``season:2025-26/l6-open-coed``) is a query and each team a document (``team:coastal-elite/sapphire``: the gym, then
its team's name); the runs are the judges' building scores (stunts, pyramid, tosses), tumbling (standing and running),
overall impression and the season's bid standings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda
and CombSUM, weighted by how much each source is trusted, and judged against the season's finals (2 the champion and
the runner-up, 1 the next three, 0 the rest).  The mistakes and odd files: the field's own files given where runs or
qrels are read (an event producer's results posted as a PDF; a team's music mix, an MP3 as ffmpeg's libmp3lame writes
it; the routine video, an MP4 as ffmpeg writes it; the bid list an event producer sends coaches, an Excel workbook;
the gym's bid standings sheet as the coaches' script saves it from the Google Sheets API; a division's results saved
from Excel as CSV; the judges' score sheets, the performance order and the deduction log typed by the office; the bid
list typed by a coach), and outputs named for the field's files (an Excel workbook, a results PDF, a music mix, a
Sheets API answer as saved).  Left out, their formats published nowhere they could be checked: the Varsity All Star
(and USASF) scoring system's exports, Cheer Score's files, the event producers' results pages (their markup), Score
Master's cheerleading database (its help says only Microsoft Access '97) and TourneyWire's downloads; no file suffix
of the field's own could be checked, so the outputs use the suffixes of the formats the field most handles (Excel's
'.xlsx', '.pdf', '.mp3', and '.json' under the script's '.values' stem).

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

SIXTYSEVENTH_CHEER = ("45 Unseen inputs: a sixty-seventh bar, an all-star cheerleading and dance event producer's "
                      "scoring office and a gym's coaches ranking teams per division, event and season (results "
                      "PDFs, music mixes as MP3, routine videos as MP4, bid lists as Excel workbooks, bid standings "
                      "from the Google Sheets API, division results as CSV, typed score sheets, performance orders, "
                      "deduction logs and bid lists)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['building', 'tumbling', 'overall_impression', 'bid_standings'],
    items=['team:coastal-elite/sapphire', 'team:summit-spirit/onyx', 'team:lakeshore-allstars/reign',
           'team:ironwood-athletics/royals', 'team:prairie-storm/thunder', 'team:bayou-cheer/majesty',
           'team:granite-state-allstars/elite', 'team:desert-heat/inferno'],
    queries=['division:2026-spirit-classic/l5-senior-coed', 'division:2026-spirit-classic/l4-senior',
             'event:2026-spirit-classic/day-2', 'event:2026-grand-nationals/l5-senior-coed/finals',
             'season:2025-26/l5-senior-coed', 'season:2025-26/l6-open-coed'],
    suffix='/small', generator='event_weekends', judgements='season_finals') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "event_weekends", "cheer_board.run")

_RECS3 = ["building", "tumbling", "overall_impression"]
_OUT = ("cheer_board.run",)
_ONE_RUN = ("division:2026-spirit-classic/l5-senior-coed Q0 team:coastal-elite/sapphire 1 0.93 building\n"
            "division:2026-spirit-classic/l5-senior-coed Q0 team:lakeshore-allstars/reign 2 0.81 building\n")
# the team's files, as a PDF writer, ffmpeg, Excel, the Google Sheets API and the office write them (a few lines each)


def _results_pdf() -> bytes:
    """An event producer's results as posted for a division (the coaches download them from the event's page): a PDF
    (ISO 32000-1: '%PDF-1.7', a binary comment line, a catalog, a page tree, one Letter page whose content stream sets
    two lines of Helvetica, the cross-reference table at its byte offsets, the trailer, startxref and '%%EOF').
    Checked with qpdf --check and pdfinfo."""
    text = (b"BT /F1 14 Tf 72 720 Td (2026 Spirit Classic  L5 Senior Coed  Final Results) Tj "
            b"0 -20 Td (1  Coastal Elite  Sapphire  96.45) Tj ET")
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
               b"/Resources << /Font << /F1 5 0 R >> >> >>",
               b"<< /Length %d >>\nstream\n%s\nendstream" % (len(text), text),
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out, offsets = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"), []
    for n, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (n, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


_RESULTS_PDF = _results_pdf()


def _syncsafe(n: int) -> bytes:
    """ID3v2.4's 28-bit sizes: four bytes of seven bits each."""
    return bytes((n >> s) & 0x7F for s in (21, 14, 7, 0))


def _music_mp3() -> bytes:
    """A team's music mix as the gym's music editor exports it with ffmpeg (libmp3lame, 128 kbit/s, 44.1 kHz), cut to
    its ID3v2.4 tag and first frames: 'ID3', version 4.0, no flags, the tag's syncsafe size, the text frames TIT2, TPE1
    and TSSE (syncsafe sizes, no flags, UTF-8 (3), NUL-terminated) and ten bytes of padding, as ffmpeg 5.1 writes them;
    then MPEG-1 Layer III frames (FF FB 90 00: no CRC, 128 kbit/s, 44.1 kHz, stereo; 417 bytes each), the first
    holding LAME's 'Info' header after 32 bytes of side information (its frame and byte counts), then five silent
    frames.  Checked against ffmpeg's own output (xxd) and with file(1) and ffprobe."""
    frames = b""
    for fid, text in [(b"TIT2", "Sapphire 2025-26 Mix"), (b"TPE1", "Coastal Elite"), (b"TSSE", "Lavf59.27.100")]:
        body = b"\x03" + text.encode() + b"\x00"
        frames += fid + _syncsafe(len(body)) + b"\x00\x00" + body
    frames += bytes(10)
    tag = b"ID3\x04\x00\x00" + _syncsafe(len(frames)) + frames
    info = b"Info" + struct.pack(">III", 0x03, 5, 6 * 417)
    frame = b"\xff\xfb\x90\x00" + bytes(32) + info
    return tag + frame + bytes(417 - len(frame)) + (b"\xff\xfb\x90\x00" + bytes(413)) * 5


_MUSIC_MP3 = _music_mp3()


def _routine_mp4() -> bytes:
    """The routine's video as the coaches cut it from the event's stream with ffmpeg (H.264 in MP4), cut to its first
    boxes: 'ftyp' (32 bytes: major brand isom, minor version 0x200, compatible isom, iso2, avc1, mp41), 'free' (8
    bytes) and the head of 'mdat', in ffmpeg's order (its 'moov' comes after 'mdat' unless told +faststart).  Checked
    against ffmpeg 5.1's own output (xxd) and file(1) ('ISO Media, MP4 Base Media v1')."""
    ftyp = struct.pack(">I", 32) + b"ftypisom" + struct.pack(">I", 0x200) + b"isomiso2avc1mp41"
    return ftyp + struct.pack(">I", 8) + b"free" + struct.pack(">I", 8 + 64) + b"mdat" + bytes(64)


_ROUTINE_MP4 = _routine_mp4()


def _zip_as_excel(parts: list[tuple[str, str]]) -> bytes:
    """A ZIP package as Excel writes an Office Open XML file: each part deflated, its local header '50 4B 03 04 14
    00 06 00 08 00 00 00 21 00' (version 2.0, flags 0x0006, deflate, time 0, date 1980-01-01: Gary Kessler's table
    and Microsoft's answer on MSDN), then the central directory and its end record (PKWARE's APPNOTE)."""
    out, central = bytearray(), bytearray()
    for name, text in parts:
        data, raw = text.encode("utf-8"), zlib.compressobj(9, zlib.DEFLATED, -15)
        packed = raw.compress(data) + raw.flush()
        crc, fname = zlib.crc32(data), name.encode()
        fields = struct.pack("<HHHHHIIIHH", 0x14, 0x06, 8, 0, 0x21, crc, len(packed), len(data), len(fname), 0)
        central += (b"PK\x01\x02" + struct.pack("<H", 0x14) + fields + struct.pack("<HHHII", 0, 0, 0, 0, len(out))
                    + fname)
        out += b"PK\x03\x04" + fields + fname + packed
    end = struct.pack("<HHHHIIH", 0, 0, len(parts), len(parts), len(central), len(out), 0)
    return bytes(out + central + b"PK\x05\x06" + end)


_SS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
_PKG = "http://schemas.openxmlformats.org/package/2006"
_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
# the bid list an event producer emails the coaches after its weekend: Event, Division, Team, Gym, Bid, Score
_BID_ROWS = [("2026 Spirit Classic", "L5 Senior Coed", "Sapphire", "Coastal Elite", "Paid", 96.45),
             ("2026 Spirit Classic", "L5 Senior Coed", "Reign", "Lakeshore Allstars", "At-Large", 95.1),
             ("2026 Spirit Classic", "L4 Senior", "Royals", "Ironwood Athletics", "At-Large", 93.8)]


def _bid_list_xlsx() -> bytes:
    """The bid list as an Excel workbook (ECMA-376): [Content_Types].xml first, the package's and the workbook's
    relationships, the workbook, one sheet whose text cells index the shared strings, and the shared strings; cut of
    the theme, the styles and the document properties Excel adds.  Checked with openpyxl and pandas.read_excel, and
    file(1) ('Microsoft Excel 2007+')."""
    header = ["Event", "Division", "Team", "Gym", "Bid", "Score"]
    strings: list[str] = []
    rows = []
    for r, row in enumerate([tuple(header)] + _BID_ROWS, 1):
        cells = ""
        for c, value in enumerate(row):
            ref = "ABCDEF"[c] + str(r)
            if isinstance(value, str):
                if value not in strings:
                    strings.append(value)
                cells += f'<c r="{ref}" t="s"><v>{strings.index(value)}</v></c>'
            else:
                cells += f'<c r="{ref}"><v>{value}</v></c>'
        rows.append(f'<row r="{r}">{cells}</row>')
    types = (f'{_DECL}<Types xmlns="{_PKG}/content-types"><Default Extension="rels" ContentType="application/'
             'vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
             '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.'
             'spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/'
             'vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.'
             'xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
             '</Types>')
    rels = (f'{_DECL}<Relationships xmlns="{_PKG}/relationships"><Relationship Id="rId1" Type="{_REL}/officeDocument"'
            ' Target="xl/workbook.xml"/></Relationships>')
    book = (f'{_DECL}<workbook xmlns="{_SS}" xmlns:r="{_REL}"><sheets><sheet name="Bids" sheetId="1" r:id="rId1"/>'
            '</sheets></workbook>')
    book_rels = (f'{_DECL}<Relationships xmlns="{_PKG}/relationships"><Relationship Id="rId1" Type="{_REL}/worksheet"'
                 f' Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="{_REL}/sharedStrings" Target="shared'
                 'Strings.xml"/></Relationships>')
    sheet = f'{_DECL}<worksheet xmlns="{_SS}"><sheetData>{"".join(rows)}</sheetData></worksheet>'
    shared = (f'{_DECL}<sst xmlns="{_SS}" count="{len(strings)}" uniqueCount="{len(strings)}">'
              + "".join(f"<si><t>{s}</t></si>" for s in strings) + "</sst>")
    return _zip_as_excel([("[Content_Types].xml", types), ("_rels/.rels", rels), ("xl/workbook.xml", book),
                          ("xl/_rels/workbook.xml.rels", book_rels), ("xl/worksheets/sheet1.xml", sheet),
                          ("xl/sharedStrings.xml", shared)])


_BID_LIST_XLSX = _bid_list_xlsx()
# the gym's bid standings sheet as the coaches' script saves the Google Sheets API's answer to
# spreadsheets.values.get (a ValueRange: range in A1 notation, the sheet's name quoted, majorDimension, values as
# formatted strings, empty trailing cells left out), written with json.dump(result, file, indent=2)
_SHEETS_JSON = json.dumps({
    "range": "'Bid Standings'!A1:F200", "majorDimension": "ROWS",
    "values": [["Team", "Division", "Event", "Score", "Place", "Bid"],
               ["Sapphire", "L5 Senior Coed", "Spirit Classic", "96.45", "1", "Paid"],
               ["Sapphire", "L5 Senior Coed", "Grand Nationals", "95.90", "2", "At-Large"],
               ["Onyx", "L6 Open Coed", "Spirit Classic", "97.20", "1"]]}, indent=2)
# a division's results as the office saves them from Excel as "CSV UTF-8 (Comma delimited)": a byte-order mark, DOS
# line ends (Place, Team, Gym, Building, Tumbling, Overall Impression, Deductions, Final Score)
_RESULTS_ROWS = [(1, "Sapphire", "Coastal Elite", 44.2, 26.1, 27.15, 1.0, 96.45),
                 (2, "Reign", "Lakeshore Allstars", 43.8, 25.9, 26.65, 1.25, 95.1),
                 (3, "Thunder", "Prairie Storm", 42.9, 25.2, 26.0, 0.25, 93.85)]
_RESULTS_CSV = ("\ufeffPlace,Team,Gym,Building,Tumbling,Overall Impression,Deductions,Final Score\r\n"
                + "".join(",".join(str(v) for v in row) + "\r\n" for row in _RESULTS_ROWS))
# a panel judge's score sheet as the office types it: judge, team, division, category, score, day: six fields a line,
# a number fifth
_SCORE_SHEET = ("panel-2 Sapphire L5-Senior-Coed building 44.2 day2\n"
                "panel-2 Sapphire L5-Senior-Coed tumbling 26.1 day2\n"
                "panel-2 Reign L5-Senior-Coed building 43.8 day2\npanel-2 Reign L5-Senior-Coed tumbling 25.9 day2\n")
# the performance order typed for the announcer: order, time, division, gym, team, mat: six fields a line, numbers
# first
_PERFORMANCE_ORDER = ("14 10:42 L5-Senior-Coed CoastalElite Sapphire mat-B\n"
                      "15 10:46 L5-Senior-Coed LakeshoreAllstars Reign mat-B\n"
                      "16 10:50 L5-Senior-Coed PrairieStorm Thunder mat-B\n")
# the deduction log typed from the safety judge's sheet: team, division, deduction, points (the 2019-20 all-star
# values: athlete fall .25, building fall .75, major building fall 1.25, boundary .25): four fields a line, a number
# last
_DEDUCTIONS = ("Sapphire L5-Senior-Coed building-fall 0.75\nSapphire L5-Senior-Coed athlete-fall 0.25\n"
               "Reign L5-Senior-Coed major-building-fall 1.25\nThunder L5-Senior-Coed boundary 0.25\n")
# the bid list a coach types from the awards: event, division, team, bid: four fields a line, a word last
_BID_LIST = ("the-summit L5-Senior-Coed CoastalElite-Sapphire paid\nthe-summit L5-Senior-Coed LakeshoreAllstars-Reign "
             "at-large\nworlds L6-Open-Coed SummitSpirit-Onyx paid\n")


def sixtyseventh_bar_cheer_cases() -> list[Case]:
    G = SIXTYSEVENTH_CHEER
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="event_weekends", judgements="season_finals", runs=_RECS3, stem="cheer_board",
        outputs=_OUT, item="team", rounded="overall_impression",
        weights="{'building': 1.5, 'tumbling': 1.0, 'overall_impression': 0.5, 'bid_standings': 1.0}",
        lone_query="R['building']['division:2026-spirit-classic/l1-tiny-novice'] = {'team:coastal-elite/sapphire': "
                   "0.9, 'team:desert-heat/inferno': 0.4}\n",
        trust="building 2\ntumbling 1\noverall_impression 1\n",
        trust_dict="{'building': 2, 'tumbling': 1, 'overall_impression': 1}",
        texts={
            "rrf": ("u67a_rrf_team_sources",
                    "rankagg.fuse({source: {division, event or season: {team: score}}}, method='rrf'): four sources, "
                    "six divisions, events and seasons ('division:2026-spirit-classic/l5-senior-coed'), teams as "
                    "'team:coastal-elite/sapphire'"),
            "borda": ("u67a_borda_teams_missing_scores",
                      "rankagg.fuse(..., method='borda'): a team that withdrew on day two has no tumbling score, one "
                      "new this season no bid standing"),
            "combsum": ("u67a_combsum_coarse_overall_impression",
                        "rankagg.fuse(..., method='combsum'): overall impression scored at one decimal (many ties) "
                        "beside building and tumbling"),
            "fuser": ("u67a_weighted_fuser_building",
                      "rankagg.Fuser('rrf', weights=...) per division: building counts 1.5, overall impression 0.5"),
            "frame": ("u67a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the office's score sheet "
                      "table, a row per division, team and source"),
            "evaluate": ("u67a_evaluate_season_finals",
                         "rankagg.evaluate(fused ranking, the season's finals, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused board put first the teams the finals placed highest"),
            "lone": ("u67a_one_source_tiny_novice_division",
                     "rankagg.fuse(..., method='rrf'): a tiny novice division only the building panel scored (no "
                     "tumbling, no bids) beside divisions every source covers"),
            "cli_rrf": ("u67a_cli_rrf_runs",
                        "rankagg fuse building.run tumbling.run overall_impression.run --method rrf -o "
                        "cheer_board.run: one run per source, divisions, events and seasons as queries"),
            "cli_borda": ("u67a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: building counts "
                          "double)"),
            "cli_combsum": ("u67a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four teams a division's bids go to"),
            "cli_evaluate": ("u67a_cli_evaluate_season_finals_qrels",
                             "rankagg evaluate cheer_board.run --qrels season_finals.qrels -m ndcg_cut.5 -m map: the "
                             "fused board against the season's finals (0-2)"),
            "cli_parquet": ("u67a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o cheer_board.parquet: gzipped runs from the "
                            "office's nightly jobs, a Parquet table for the event's results page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u67a_results_pdf_as_run", "an event producer's division results as posted (PDF: '%PDF-1.7', objects, a "
         "cross-reference table, '%%EOF')", "spirit_classic_l5_senior_coed.pdf", _RESULTS_PDF, "PDF",
         "spirit_classic_l5_senior_coed.pdf"),
        ("u67a_music_mp3_as_run", "a team's music mix exported with ffmpeg (MP3: an ID3v2.4 tag, TIT2, TPE1, TSSE, "
         "then an MPEG-1 Layer III frame with LAME's 'Info' header)", "sapphire_2025-26_mix.mp3", _MUSIC_MP3, "MP3",
         "sapphire_2025-26_mix.mp3"),
        ("u67a_routine_mp4_as_run", "the routine's video cut with ffmpeg (MP4: 'ftyp' isom, iso2, avc1, mp41, 'free', "
         "'mdat')", "sapphire_day2_routine.mp4", _ROUTINE_MP4, "MP4", "sapphire_day2_routine.mp4"),
        ("u67a_bid_list_xlsx_as_run", "the bid list an event producer emails the coaches (an Excel workbook: a ZIP "
         "package, '50 4B 03 04 14 00 06 00', [Content_Types].xml first)", "spirit_classic_bids.xlsx", _BID_LIST_XLSX,
         "Excel", "spirit_classic_bids.xlsx"),
        ("u67a_sheets_json_as_run", "the gym's bid standings as the coaches' script saves the Google Sheets API's "
         "answer (JSON: range, majorDimension, values as strings)", "bid_standings.values.json", _SHEETS_JSON,
         "Google Sheets", "bid_standings.values.json:1"),
        ("u67a_results_csv_as_run", "a division's results saved from Excel as CSV UTF-8 (a byte-order mark, Place, "
         "Team, Gym, Building, Tumbling, Overall Impression, Deductions, Final Score, DOS line ends)",
         "l5_senior_coed_results.csv", _RESULTS_CSV, "results", "l5_senior_coed_results.csv:1"),
        ("u67a_typed_score_sheet_as_run", "a panel judge's score sheet typed by the office (six fields a line: judge, "
         "team, division, category, score, day)", "score_sheet_panel2.txt", _SCORE_SHEET, "score sheet",
         "score_sheet_panel2.txt:1"),
        ("u67a_typed_performance_order_as_run", "the performance order typed for the announcer (six fields a line: "
         "order, time, division, gym, team, mat)", "performance_order_day2.txt", _PERFORMANCE_ORDER,
         "performance order", "performance_order_day2.txt:1"),
        ("u67a_typed_deductions_as_run", "the deduction log typed from the safety judge's sheet (four fields a line: "
         "team, division, deduction, points)", "deductions_day2.txt", _DEDUCTIONS, "deduction",
         "deductions_day2.txt:1")],
        one_run=("building.run", _ONE_RUN), stem="cheer_board",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PDF, an MP3, an MP4 or an Excel workbook read as lines gives no ranking: "
                   "named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u67a_typed_deductions_as_qrels", "deductions_day2.txt", _DEDUCTIONS, "deduction"),
        ("u67a_typed_bid_list_as_qrels", "bid_list_2026.txt", _BID_LIST, "bid list"),
        ("u67a_results_csv_as_qrels", "l5_senior_coed_results.csv", _RESULTS_CSV, "results"),
        ("u67a_sheets_json_as_qrels", "bid_standings.values.json", _SHEETS_JSON, "Google Sheets")],
        one_run=("building.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u67a_out_excel_xlsx", "cheer_board.xlsx",
         "an Excel workbook (the bid lists and standings the coaches trade)"),
        ("u67a_out_results_pdf", "cheer_board.pdf", "a results PDF (what the event producer posts for a division)"),
        ("u67a_out_music_mp3", "cheer_board.mp3", "a music mix (the MP3 a team hands in at music check)"),
        ("u67a_out_sheets_values_json", "bid_standings.values.json",
         "a Google Sheets API answer as the coaches' script saves it (NAME.values.json)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=67"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u67a_api_sheets_dict",
            "rankagg.fuse(json.load(bid_standings.values.json)): the Google Sheets API's answer loaded in Python "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('s.json')), method='rrf')\n",
            "Google Sheets", why="a run maps a query to {document: score}; the file is a Sheets API ValueRange, its "
            "range, major dimension and rows of strings", files={"s.json": _SHEETS_JSON}),
        bad("u67a_api_results_csv_frame",
            "rankagg.fuse(pd.read_csv(l5_senior_coed_results.csv)): a division's results sheet given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "results", why="a table of runs has qid, docid, run and score columns; the results sheet has a team per "
            "row (Place, Team, Gym, Building, Tumbling, Overall Impression, Deductions, Final Score)",
            files={"r.csv": _RESULTS_CSV}),
    ]
    return cases
