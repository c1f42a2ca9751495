"""Issue 45's forty-fifth bar of scripts/reliability_matrix.py, a green coffee importer's quality lab and a Cup of
Excellence jury ranking green coffee lots per cupping session, origin and auction across cupping apps and lab
instruments (its cases, ids ``u45a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each cupping session, origin arrival or auction (``session:2026-11-24/am-table-1``,
``coe:colombia-2026/intl-jury``) is a query and each green coffee lot a document
(``lot:ETH-0712/guji-hambela-natural``, ``coe:COL26-01/huila-gesha-washed``); the runs are the Q-graders' SCA cupping
scores, the Cup of Excellence international jury's, the Cropster Cup session averages and the green grading (defects,
moisture, water activity) turned into a score, all scaled to [0, 1] at four decimals.  They are fused with RRF, Borda
and CombSUM, weighted by each panel's calibration record, and judged against the buying decisions (2 bought at a
premium, 1 bought at contract, 0 rejected).  The mistakes and odd files: the field's own files given where runs or
qrels are read (an Artisan roast profile and its JSON export, a Cropster roast profile exported as XLS, the SCA
cupping form and the CVA form as CSV, Cup of Excellence results, a green grading sheet and defect tally, a moisture
meter export, the cupping session sheet with its sample codes, a Q Arabica certificate, the jury's score sheet saved
as XML Spreadsheet 2003), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYFIFTH_COFFEE = ("45 Unseen inputs: a forty-fifth bar, a coffee importer's quality lab and a Cup of Excellence "
                     "jury ranking green coffee lots per cupping session, origin and auction (Artisan .alog and JSON, "
                     "Cropster XLS, SCA cupping form, CVA form, Cup of Excellence results, green grading, moisture "
                     "meter, cupping session sheets, Q Arabica certificates, XML Spreadsheet 2003)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['q_graders', 'coe_jury', 'cropster_cup', 'green_grading'],
    items=['coe:COL26-01/huila-gesha-washed', 'lot:ETH-0712/guji-hambela-natural', 'lot:KEN-0431/nyeri-aa-washed',
           'coe:COL26-02/narino-caturra-honey', 'lot:ETH-0715/yirgacheffe-washed', 'coe:COL26-07/cauca-pink-bourbon',
           'lot:PER-0388/cajamarca-washed', 'lot:BRA-1120/cerrado-natural'],
    queries=['session:2026-11-24/am-table-1', 'origin:ethiopia/arrivals-nov', 'coe:colombia-2026/intl-jury',
             'auction:colombia-2026/lots', 'origin:kenya/pre-shipment', 'session:2026-11-25/offer-samples'],
    suffix='/recup', generator='cuppings', judgements='buying_decisions') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "cuppings", "lots.run")

_RECS3 = ["q_graders", "coe_jury", "cropster_cup"]
_OUT = ("lots.run",)
_ONE_RUN = ("session:2026-11-24/am-table-1 Q0 coe:COL26-01/huila-gesha-washed 1 0.9125 q_graders\n"
            "session:2026-11-24/am-table-1 Q0 lot:ETH-0712/guji-hambela-natural 2 0.8850 q_graders\n")

# the team's files, as the roasting and cupping software, the instruments and the competitions write them
# Artisan's roast profile (.alog): the profile's dict written as a Python literal on one line (read back with
# ast.literal_eval): its recording_version, mode, timeindex, the roast's metadata, then timex / temp1 (ET) / temp2 (BT)
_ALOG = ("{'recording_version': '3.1.0', 'recording_revision': '7f3c2a1', 'recording_build': '0', 'version': '3.1.0', "
         "'revision': '7f3c2a1', 'build': '0', 'artisan_os': 'Windows', 'artisan_os_version': '10', "
         "'artisan_os_arch': 'AMD64', 'mode': 'C', 'viewerMode': False, 'timeindex': [0, 31, 148, 192, 0, 0, 246, 0], "
         "'title': 'ETH-0712 Guji Hambela natural (sample roast)', 'locale': 'en', "
         "'beans': 'Ethiopia Guji Hambela G1 natural', 'weight': [100.0, 86.4, 'g'], 'volume': [0, 0, 'l'], "
         "'density': [0, 'g', 0, 'l'], 'roastertype': 'Probat BRZ 4', 'operator': 'M. Tesfaye', "
         "'roastdate': 'Tue Nov 24 2026', 'roastisodate': '2026-11-24', 'roasttime': '08:12:40', "
         "'roastbatchnr': 412, 'roastbatchprefix': 'SR', 'timex': [0.0, 2.0, 4.0, 6.0, 8.0], "
         "'temp1': [212.4, 211.8, 209.6, 206.1, 203.3], 'temp2': [198.2, 171.5, 152.3, 138.7, 128.4]}\n")
# the same profile exported from Artisan as JSON (File > Export > Artisan JSON): the dict's keys as JSON members
_ARTISAN_JSON = ('{"recording_version": "3.1.0", "version": "3.1.0", "mode": "C", '
                 '"timeindex": [0, 31, 148, 192, 0, 0, 246, 0], '
                 '"title": "ETH-0712 Guji Hambela natural (sample roast)", '
                 '"beans": "Ethiopia Guji Hambela G1 natural", '
                 '"weight": [100.0, 86.4, "g"], "roastertype": "Probat BRZ 4", "operator": "M. Tesfaye", '
                 '"roastisodate": "2026-11-24", "roasttime": "08:12:40", "roastbatchnr": 412, '
                 '"timex": [0.0, 2.0, 4.0, 6.0, 8.0], "temp1": [212.4, 211.8, 209.6, 206.1, 203.3], '
                 '"temp2": [198.2, 171.5, 152.3, 138.7, 128.4]}\n')
# the SCA (2004) cupping form, typed into a CSV: ten attributes (uniformity, clean cup and sweetness 2 points a cup
# over five cups), taints and faults (cups x intensity 2 or 4) taken from the total
_SCA_FORM = ("Sample,Roast Level,Fragrance/Aroma,Flavor,Aftertaste,Acidity,Body,Uniformity,Balance,Clean Cup,"
             "Sweetness,Overall,Total Score,Defects,Final Score\n"
             "A417,55,8.00,8.25,7.75,8.25,7.75,10,8.00,10,10,8.25,86.25,0,86.25\n"
             "B233,58,7.50,7.50,7.25,7.50,7.50,10,7.25,10,10,7.25,81.75,0,81.75\n"
             "C108,55,7.25,7.00,7.00,7.25,7.25,8,7.00,8,10,7.00,75.75,2,73.75\n")
# the SCA Coffee Value Assessment's affective form as CSV: eight 1-9 scores, non-uniform and defective cups, and the
# score 0.65625 x sum + 52.75 - 2 x non-uniform - 4 x defective
_CVA_FORM = ("Sample No.,Fragrance,Aroma,Flavor,Aftertaste,Acidity,Sweetness,Mouthfeel,Overall,Non-uniform Cups,"
             "Defective Cups,Score\n"
             "A417,8,7,8,7,8,7,7,8,0,0,92.13\n"
             "B233,7,7,7,6,7,7,6,7,0,0,88.19\n"
             "C108,6,6,6,5,6,6,6,6,1,0,81.59\n")
# Cup of Excellence results with the auction, as the results table lists them
_COE_RESULTS = ("Rank,Score,Farm,Farmer,Region,Variety,Process,Weight (lbs),High Bid ($/lb),Total Value,"
                "High Bidder(s)\n"
                "1,91.42,La Esperanza,Ana Maria Rojas,Huila,Gesha,Washed,661.38,62.10,41071.70,Maruyama Coffee\n"
                "2,90.87,El Mirador,Jose Benavides,Narino,Caturra,Honey,1058.21,35.50,37566.46,Coffee Libre\n"
                "3,90.15,Las Brisas,Luz Dary Munoz,Cauca,Pink Bourbon,Washed,793.66,28.75,22817.73,Campos Coffee\n")
# the lab's green grading sheet (SCA green grading: a 350 g sample, Category 1 and 2 defects as full defects)
_GREEN_GRADING = ("Sample ID,Lot,Sample Weight (g),Moisture (%),Water Activity (aw),Screen 18+ (%),"
                  "Category 1 Defects,Category 2 Defects,Quakers,Grade\n"
                  "A417,ETH-0712,350,10.8,0.552,62,0,3,0,Specialty\n"
                  "B233,KEN-0431,350,11.2,0.571,78,0,4,1,Specialty\n"
                  "C108,BRA-1120,350,12.4,0.623,41,1,9,3,Premium\n")
# the grader's defect tally: sample, category, defect, count (four fields a line)
_DEFECT_TALLY = ("A417 1 full_black 0\nA417 1 full_sour 0\nA417 2 partial_black 2\nA417 2 broken_chipped_cut 5\n"
                 "A417 2 floater 1\n")
# the lab's moisture meter export: sample, date, time, moisture %, water activity, temperature C (six fields)
_MOISTURE = ("sample date time moisture_pct aw temp_c\nA417 2026-11-24 09:12:03 10.8 0.552 22.4\n"
             "B233 2026-11-24 09:14:41 11.2 0.571 22.5\nC108 2026-11-24 09:17:09 12.4 0.623 22.5\n")
# the cupping session sheet: session, table, sample code, position on the table, score, Q-grader (six fields, no header)
_SESSION = ("CS-1124 T1 A417 1 86.25 QG-2231\nCS-1124 T1 B233 2 81.75 QG-2231\nCS-1124 T1 C108 3 73.75 QG-2231\n"
            "CS-1124 T1 A417 1 85.50 QG-0918\n")
# the international jury's score sheet, saved from Excel as 'XML Spreadsheet 2003'
_JURY_XML = ('<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n'
             '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"\n'
             ' xmlns:o="urn:schemas-microsoft-com:office:office"\n'
             ' xmlns:x="urn:schemas-microsoft-com:office:excel"\n'
             ' xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet"\n'
             ' xmlns:html="http://www.w3.org/TR/REC-html40">\n'
             ' <Worksheet ss:Name="Round 3">\n  <Table>\n'
             '   <Row><Cell><Data ss:Type="String">Sample</Data></Cell><Cell><Data ss:Type="String">Juror</Data>'
             '</Cell><Cell><Data ss:Type="String">Score</Data></Cell></Row>\n'
             '   <Row><Cell><Data ss:Type="String">COL26-01</Data></Cell><Cell><Data ss:Type="String">J07</Data>'
             '</Cell><Cell><Data ss:Type="Number">91.5</Data></Cell></Row>\n'
             '  </Table>\n </Worksheet>\n</Workbook>\n')


def _cropster_xls() -> bytes:
    """A Cropster roast profile export (.xls): an OLE2 compound file (magic D0 CF 11 E0 A1 B1 1A E1, version 3,
    512-byte sectors), its FAT, a directory of 'Root Entry' and 'Workbook', and the Workbook stream opening with
    BIFF8's BOF record (0x0809)."""
    end, free, fat_sect = 0xFFFFFFFE, 0xFFFFFFFF, 0xFFFFFFFD
    header = (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 16 + struct.pack("<HHHHH", 0x3E, 3, 0xFFFE, 9, 6)
              + b"\0" * 6 + struct.pack("<IIIIIIIII", 0, 1, 1, 0, 0x1000, end, 0, end, 0)
              + struct.pack("<I", 0) + struct.pack("<I", free) * 108)
    fat = struct.pack("<10I", fat_sect, end, 3, 4, 5, 6, 7, 8, 9, end) + struct.pack("<I", free) * 118

    def entry(name: str, kind: int, start: int, size: int, child: int = 0xFFFFFFFF) -> bytes:
        raw = (name + "\0").encode("utf-16-le")
        return (raw.ljust(64, b"\0") + struct.pack("<HBB", len(raw), kind, 1)
                + struct.pack("<III", 0xFFFFFFFF, 0xFFFFFFFF, child) + b"\0" * 36 + struct.pack("<II", start, size)
                + b"\0" * 4)

    directory = (entry("Root Entry", 5, end, 0, 1) + entry("Workbook", 2, 2, 4096)).ljust(512, b"\0")
    bof = struct.pack("<HHHHII", 0x0809, 16, 0x0600, 0x0005, 0x0DBB, 0x07CC) + b"\0" * 8
    sheet = "Curve - Bean temperature".encode("latin-1")
    boundsheet = struct.pack("<HHIBBB", 0x0085, 8 + len(sheet), 0, 0, 0, len(sheet)) + b"\0" + sheet
    workbook = (bof + boundsheet + struct.pack("<HH", 0x000A, 0)).ljust(4096, b"\0")  # at the mini stream cutoff
    return header + fat + directory + workbook


_CROPSTER_XLS = _cropster_xls()


def _q_certificate() -> bytes:
    """A Q Arabica Grader certificate saved as PDF: a one-page PDF 1.7 (header '%PDF-1.7', a binary
    comment line, objects, the cross-reference table and trailer)."""
    text = b"BT /F1 14 Tf 72 720 Td (Q Arabica Grader Certificate - QG-2231 - valid until 2029-11-24) Tj ET"
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> "
               b"/Contents 4 0 R >>",
               b"<< /Length %d >>\nstream\n" % len(text) + text + b"\nendstream",
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"
    offsets = []
    for i, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return out


_Q_CERT = _q_certificate()


def fortyfifth_bar_coffee_cases() -> list[Case]:
    G = FORTYFIFTH_COFFEE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="cuppings", judgements="buying_decisions", runs=_RECS3, stem="lots", outputs=_OUT,
        item="lot", rounded="cropster_cup",
        weights="{'q_graders': 1.5, 'coe_jury': 2.0, 'cropster_cup': 1.0, 'green_grading': 0.5}",
        lone_query="R['q_graders']['session:2026-11-26/micro-lot-preview'] = {'lot:ETH-0731/bensa-anaerobic': 0.9, "
                   "'lot:ETH-0733/bensa-washed': 0.4}\n",
        trust="coe_jury 2\nq_graders 1.5\ncropster_cup 1\n",
        trust_dict="{'coe_jury': 2, 'q_graders': 1.5, 'cropster_cup': 1}",
        texts={
            "rrf": ("u45a_rrf_cupping_panels",
                    "rankagg.fuse({panel: {session or origin: {lot: score}}}, method='rrf'): four panels, six "
                    "sessions ('session:2026-11-24/am-table-1'), lots as 'lot:ETH-0712/guji-hambela-natural'"),
            "borda": ("u45a_borda_uncupped_lots",
                      "rankagg.fuse(..., method='borda'): the Q-graders did not cup every lot (samples still in "
                      "transit)"),
            "combsum": ("u45a_combsum_rounded_cropster_averages",
                        "rankagg.fuse(..., method='combsum'): the Cropster Cup session averages at one decimal (many "
                        "ties) beside the others"),
            "fuser": ("u45a_weighted_fuser_calibration",
                      "rankagg.Fuser('rrf', weights=...) per session: the CoE jury counts 2, green grading 0.5"),
            "frame": ("u45a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the lab's sheet, a row per "
                      "session, lot and panel"),
            "evaluate": ("u45a_evaluate_buying_decisions",
                         "rankagg.evaluate(fused ranking, the buying decisions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the lots bought at a premium"),
            "lone": ("u45a_one_panel_session",
                     "rankagg.fuse(..., method='rrf'): a micro-lot preview only the Q-graders cupped (no jury, no "
                     "green grading yet) beside sessions every panel covers"),
            "cli_rrf": ("u45a_cli_rrf_runs",
                        "rankagg fuse q_graders.run coe_jury.run cropster_cup.run --method rrf -o lots.run: one run "
                        "per panel, sessions and origins as queries"),
            "cli_borda": ("u45a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the CoE jury counts "
                          "double)"),
            "cli_combsum": ("u45a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four lots a buyer offers per session"),
            "cli_evaluate": ("u45a_cli_evaluate_buying_qrels",
                             "rankagg evaluate lots.run --qrels buying_decisions.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the buying decisions (0-2)"),
            "cli_parquet": ("u45a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o lots.parquet: gzipped runs from the lab's nightly "
                            "job, a Parquet table for the offer list")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u45a_artisan_alog_as_run", "an Artisan roast profile (.alog: a Python dict literal, recording_version, "
         "mode, timeindex, timex, temp1, temp2)", "SR412_ETH-0712.alog", _ALOG, "Artisan", "SR412_ETH-0712.alog:1"),
        ("u45a_cropster_xls_as_run", "a Cropster roast profile export (.xls: an OLE2 compound file, a Workbook "
         "stream, 'Curve - Bean temperature')", "PR-4412_ETH-0712.xls", _CROPSTER_XLS, "Cropster",
         "PR-4412_ETH-0712.xls"),
        ("u45a_sca_form_as_run", "the SCA cupping form as CSV (Sample, Roast Level, Fragrance/Aroma, Flavor, ..., "
         "Final Score)", "cupping_form_CS-1124.csv", _SCA_FORM, "SCA cupping form", "cupping_form_CS-1124.csv:1"),
        ("u45a_coe_results_as_run", "Cup of Excellence results with the auction (Rank, Score, Farm, Farmer, ..., "
         "High Bid ($/lb), Total Value)", "coe_colombia_2026_results.csv", _COE_RESULTS, "Cup of Excellence",
         "coe_colombia_2026_results.csv:1"),
        ("u45a_green_grading_as_run", "the lab's green grading sheet (Sample ID, Lot, Sample Weight (g), Moisture "
         "(%), Water Activity (aw), Category 1 and 2 Defects)", "green_grading_2026-11-24.csv", _GREEN_GRADING,
         "green grading", "green_grading_2026-11-24.csv:1"),
        ("u45a_moisture_export_as_run", "the moisture meter's export (six fields a line: sample, date, time, "
         "moisture %, water activity, temperature)", "moisture_2026-11-24.txt", _MOISTURE, "moisture meter",
         "moisture_2026-11-24.txt:1"),
        ("u45a_session_sheet_as_run", "the cupping session sheet (six fields a line: session, table, sample code, "
         "position, score, Q-grader; no header)", "session_CS-1124.txt", _SESSION, "cupping session sheet",
         "session_CS-1124.txt:1"),
        ("u45a_jury_xml_spreadsheet_as_run", "the jury's score sheet saved as XML Spreadsheet 2003 (mso-application "
         "Excel.Sheet, Workbook, Worksheet 'Round 3')", "coe_round3_scores.xml", _JURY_XML, "XML Spreadsheet",
         "coe_round3_scores.xml:3"),
        ("u45a_q_certificate_as_run", "a Q Arabica Grader certificate (a PDF 1.7 document)",
         "Q_Arabica_QG-2231.pdf", _Q_CERT, "PDF", "Q_Arabica_QG-2231.pdf"),
        ("u45a_artisan_json_as_run", "Artisan's JSON export of a roast profile (recording_version, mode, timeindex, "
         "timex, temp1, temp2)", "SR412_ETH-0712.json", _ARTISAN_JSON, "Artisan", "SR412_ETH-0712.json:1")],
        one_run=("q_graders.run", _ONE_RUN), stem="lots",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the lab can act on)",
        binary_why="trec_eval reads text; an Excel workbook or a PDF read as lines gives no ranking: named by its "
                   "format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u45a_defect_tally_as_qrels", "defects_A417.txt", _DEFECT_TALLY, "green grading"),
        ("u45a_cva_form_as_qrels", "cva_form_CS-1124.csv", _CVA_FORM, "CVA"),
        ("u45a_artisan_alog_as_qrels", "SR412_ETH-0712.alog", _ALOG, "Artisan"),
        ("u45a_moisture_export_as_qrels", "moisture_2026-11-24.txt", _MOISTURE, "moisture meter")],
        one_run=("q_graders.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u45a_out_alog", "lots.alog", "an Artisan roast profile"),
        ("u45a_out_aset", "lots.aset", "an Artisan settings file"),
        ("u45a_out_alrm", "lots.alrm", "an Artisan alarms file"),
        ("u45a_out_xls", "lots.xls", "a Cropster roast profile export")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u45a_api_artisan_json_dict",
            "rankagg.fuse(json.load(SR412_ETH-0712.json)): an Artisan roast profile loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('p.json')), method='rrf')\n",
            "Artisan", why="a run maps a query to {document: score}; Artisan's 'timex', 'temp1' and 'temp2' are "
            "lists and 'title' text", files={"p.json": _ARTISAN_JSON}),
        bad("u45a_api_coe_results_frame",
            "rankagg.fuse(pd.read_csv(coe_colombia_2026_results.csv)): Cup of Excellence results given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Cup of Excellence", why="a table of runs has qid, docid, run and score columns; the results have a lot "
            "per row (Rank, Score, Farm, ..., High Bid)", files={"r.csv": _COE_RESULTS}),
    ]
    return cases
