"""Issue 45's forty-third bar of scripts/reliability_matrix.py, a wine competition's judging office and a merchant's
tasting panel ranking wines per flight, category and competition (its cases, ids ``u43a_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each flight, category or trophy round (``flight:07/riesling-dry``, ``cat:bordeaux-blend/2019``) is a
query and each entry, known to the judges only by its blind code, a document (``entry:DW1147/mosel-riesling-2022``);
the runs are the panel's OIV 100-point scores, a second panel's UC Davis 20-point scores (half points: many ties),
the merchant's CellarTracker community scores and the panel chairs' adjusted scores, all rescaled to [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, weighted by each panel's record, and judged against the
competition's medal table (2 gold or Best in Show, 1 silver or bronze, 0 commended or no medal); flights retasted
after a corked or withdrawn bottle come back with ``/retaste``.  The mistakes and odd files: the field's own files
given where runs or qrels are read (a Decanter-style results export, a CellarTracker export, a Vivino export, an
OIV score sheet export, a UC Davis 20-point sheet, the steward's flight sheet with blind codes, the lab's LIMS
analyses of the samples, the results as an Excel 2003 XML spreadsheet and as an .xlsx workbook, the judges' score
sheets as a PDF, the chairs' medal list, the judges' tasting notes), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import zipfile

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYTHIRD_WINEJUDGING = ("45 Unseen inputs: a forty-third bar, a wine competition's judging office and a merchant's "
                          "tasting panel ranking wines per flight, category and competition (Decanter-style results, "
                          "CellarTracker, Vivino, OIV and UC Davis score sheets, flight sheets, LIMS analyses, Excel, "
                          "PDF, tasting notes)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['oiv_panel', 'davis_panel', 'cellartracker', 'chair_adjusted'],
    items=['entry:DW1147/mosel-riesling-2022', 'entry:DW1152/clare-riesling-2023', 'entry:DW1163/alsace-riesling-2021',
           'entry:DW1170/wachau-riesling-2022', 'entry:DW1184/finger-lakes-riesling-2022',
           'entry:DW1191/eden-valley-riesling-2020', 'entry:DW1203/rheingau-riesling-2019',
           'entry:DW1215/niagara-riesling-2023'],
    queries=['flight:07/riesling-dry', 'flight:12/pinot-noir-2021', 'cat:bordeaux-blend/2019',
             'cat:sparkling/traditional-method', 'flight:21/sauternes-barsac', 'comp:best-in-show/red'],
    suffix='/retaste', generator='tastings', judgements='medal_table') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "tastings", "flights.run")

_RECS3 = ["oiv_panel", "davis_panel", "cellartracker"]
_OUT = ("flights.run",)
_ONE_RUN = ("flight:07/riesling-dry Q0 entry:DW1147/mosel-riesling-2022 1 0.93 oiv_panel\nflight:07/riesling-dry Q0 "
            "entry:DW1152/clare-riesling-2023 2 0.88 oiv_panel\n")

# --- the team's files, as the competition software, the trade databases, the sheets and the lab write them ----------
# a Decanter-style results export (DWWA's scale: 97-100 Platinum, 95-96 Gold, 90-94 Silver, 86-89 Bronze, 83-85
# Commended), one row per entry
_RESULTS = ("Entry No,Medal,Points,Producer,Wine Name,Vintage,Country,Region,Sub-Region,Grape Variety,Style,"
            "Price Band\n"
            "DW1147,Gold,95,Weingut Beispiel,Graacher Himmelreich Riesling Trocken,2022,Germany,Mosel,,Riesling,"
            "White - Dry,B\n"
            "DW1152,Silver,92,Example Estate,Watervale Riesling,2023,Australia,South Australia,Clare Valley,"
            "Riesling,White - Dry,B\n"
            "DW1163,Bronze,88,Domaine Exemple,Riesling Grand Cru Schlossberg,2021,France,Alsace,,Riesling,"
            "White - Dry,C\n")
# CellarTracker's inventory export (its own header row, as its 'Export' writes it)
_CT_HEADER = ("iWine,Barcode,Location,Bin,Size,Currency,ExchangeRate,Valuation,Price,NativePrice,NativePriceCurrency,"
              "StoreName,PurchaseDate,BottleNote,Vintage,Wine,Locale,Country,Region,SubRegion,Appellation,Producer,"
              "SortProducer,Type,Color,Category,Varietal,MasterVarietal,Designation,Vineyard,WA,WS,IWC,BH,AG,WE,JR,"
              "RH,JG,GV,JK,LD,CW,WFW,PR,SJ,WD,RR,JH,MFW,WWR,IWR,CHG,TT,TWF,DR,FP,JM,PG,WAL,JS,CT,CNotes,MY,PNotes,"
              "BeginConsume,EndConsume,PurchasedCommunity,QuantityCommunity,PendingCommunity,ConsumedCommunity")


def _ct_row(values: dict[str, str]) -> str:
    """A row in the header's order, a value holding a comma quoted (as CellarTracker's export quotes 'Locale')."""
    cells = (values.get(c, "") for c in _CT_HEADER.split(","))
    return ",".join(f'"{v}"' if "," in v else v for v in cells)


_CELLARTRACKER = (_CT_HEADER + "\n" + _ct_row(
    {"iWine": "4412873", "Barcode": "0187331245", "Location": "Cellar", "Bin": "B4", "Size": "750ml",
     "Currency": "GBP", "Price": "24", "StoreName": "Example Wines", "PurchaseDate": "3/14/2025", "Vintage": "2022",
     "Wine": "Weingut Beispiel Graacher Himmelreich Riesling Trocken", "Locale": "Germany, Mosel",
     "Country": "Germany", "Region": "Mosel", "SubRegion": "Unknown", "Appellation": "Unknown",
     "Producer": "Weingut Beispiel", "SortProducer": "Beispiel, Weingut", "Type": "White", "Color": "White",
     "Category": "Dry", "Varietal": "Riesling", "MasterVarietal": "Riesling", "CT": "91.4", "MY": "92",
     "BeginConsume": "2024", "EndConsume": "2034"}) + "\n" + _ct_row(
    {"iWine": "4398120", "Barcode": "0187331246", "Location": "Cellar", "Bin": "B4", "Size": "750ml",
     "Currency": "GBP", "Price": "19", "StoreName": "Example Wines", "PurchaseDate": "3/14/2025", "Vintage": "2023",
     "Wine": "Example Estate Watervale Riesling", "Locale": "Australia, South Australia, Clare Valley",
     "Country": "Australia", "Region": "South Australia", "SubRegion": "Clare Valley", "Appellation": "Unknown",
     "Producer": "Example Estate", "SortProducer": "Example Estate", "Type": "White", "Color": "White",
     "Category": "Dry", "Varietal": "Riesling", "MasterVarietal": "Riesling", "CT": "90.1",
     "BeginConsume": "2024", "EndConsume": "2033"}) + "\n")
# Vivino's data export (full_wine_list.csv, as its account data download writes it)
_VIVINO = ("Winery,Wine name,Vintage,Region,Country,Regional wine style,Average rating,Scan date,"
           "Scan/Review Location,Your rating,Your review,Personal Note,Wine type,Drinking Window,Link to wine,"
           "Label image\n"
           "Weingut Beispiel,Graacher Himmelreich Riesling Trocken,2022,Mosel,Germany,German Mosel Riesling,4.1,"
           "2026-11-20 14:02:11,\"London, United Kingdom\",4.5,\"Slate, lime, long.\",,White Wine,,"
           "https://www.vivino.com/w/4412873,https://images.vivino.com/labels/dw1147.jpg\n"
           "Example Estate,Watervale Riesling,2023,Clare Valley,Australia,Australian Riesling,3.9,"
           "2026-11-20 14:09:47,\"London, United Kingdom\",4.0,,,White Wine,,https://www.vivino.com/w/4398120,"
           "https://images.vivino.com/labels/dw1152.jpg\n")
# the OIV score sheet for still wines (OIV/CONCOURS 332A/2009): visual, nose, taste and harmony criteria, each
# scored Excellent to Inadequate; the tablets' export, a row per juror and sample
_OIV = ("Competition;Jury;Juror;Sample;Category;Limpidity;Aspect other than limpidity;Nose Genuineness;"
        "Nose Positive intensity;Nose Quality;Taste Genuineness;Taste Positive intensity;Harmonious persistence;"
        "Taste Quality;Overall judgement;Total\n"
        "2026;B;J03;1147;White still dry;5;10;6;7;16;6;7;8;19;11;95\n"
        "2026;B;J03;1152;White still dry;5;8;6;7;14;6;7;7;19;10;89\n"
        "2026;B;J04;1147;White still dry;5;10;6;8;14;6;7;8;19;10;93\n")
# a UC Davis 20-point score sheet (Amerine's modified scale: appearance 2, colour 2, aroma and bouquet 4, volatile
# acidity 2, total acidity 2, sweetness 1, body 1, flavour 2, bitterness 1, astringency 1, general quality 2), typed
# up by a judge
_DAVIS = ("UC Davis 20-Point Score Sheet            Judge: M. Okafor        Panel B        Flight 7\n"
          "Wine  Appearance Color Aroma&Bouquet VolatileAcidity TotalAcidity Sugar Body Flavor Bitterness "
          "Astringency GeneralQuality Total\n"
          "1147  2          2     4             2               2            1     1    2      1          1"
          "           1.5            19.5\n"
          "1152  2          2     3             2               2            1     1    1.5    1          1"
          "           1.5            18\n")
# the steward's flight sheet: six fields a line (flight, glass, blind code, class, points, judge)
_FLIGHT = ("flight glass code class points judge\nF07 1 DW1147 RIES-DRY 95 J03\nF07 2 DW1152 RIES-DRY 92 J03\n"
           "F07 3 DW1163 RIES-DRY 88 J03\n")
# the lab's LIMS export of the samples' analyses: six fields a line (sample, date, alcohol % vol, total acidity g/L,
# volatile acidity g/L, free SO2 mg/L)
_LIMS = ("SampleID AnalysisDate Alcohol_pctvol TotalAcidity_gL VolatileAcidity_gL FreeSO2_mgL\n"
         "DW1147 2026-11-18 12.5 7.8 0.31 32\nDW1152 2026-11-18 12.0 7.1 0.28 29\n"
         "DW1163 2026-11-18 13.5 6.2 0.42 27\n")
# the results as an Excel 2003 XML spreadsheet (SpreadsheetML), as the competition software's 'Export to Excel'
_XML_RESULTS = ('<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n'
                '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"\n'
                ' xmlns:o="urn:schemas-microsoft-com:office:office"\n'
                ' xmlns:x="urn:schemas-microsoft-com:office:excel"\n'
                ' xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
                ' <Worksheet ss:Name="Results">\n  <Table>\n'
                '   <Row><Cell><Data ss:Type="String">Entry No</Data></Cell>'
                '<Cell><Data ss:Type="String">Medal</Data></Cell><Cell><Data ss:Type="String">Points</Data></Cell>'
                '</Row>\n'
                '   <Row><Cell><Data ss:Type="String">DW1147</Data></Cell>'
                '<Cell><Data ss:Type="String">Gold</Data></Cell><Cell><Data ss:Type="Number">95</Data></Cell></Row>\n'
                '  </Table>\n </Worksheet>\n</Workbook>\n')


def _xlsx() -> bytes:
    """An Office Open XML workbook (ECMA-376: a ZIP of [Content_Types].xml, the package and workbook relationships,
    the workbook and one worksheet), the results sheet of the competition software, written with fixed times."""
    ns = "http://schemas.openxmlformats.org/"
    parts = {
        "[Content_Types].xml": (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            f'<Types xmlns="{ns}package/2006/content-types">'
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
            '<Default Extension="xml" ContentType="application/xml"/>'
            '<Override PartName="/xl/workbook.xml" '
            'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
            '<Override PartName="/xl/worksheets/sheet1.xml" '
            'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>'),
        "_rels/.rels": (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            f'<Relationships xmlns="{ns}package/2006/relationships">'
            f'<Relationship Id="rId1" Type="{ns}officeDocument/2006/relationships/officeDocument" '
            'Target="xl/workbook.xml"/></Relationships>'),
        "xl/workbook.xml": (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            f'<workbook xmlns="{ns}spreadsheetml/2006/main" xmlns:r="{ns}officeDocument/2006/relationships">'
            '<sheets><sheet name="Results" sheetId="1" r:id="rId1"/></sheets></workbook>'),
        "xl/_rels/workbook.xml.rels": (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            f'<Relationships xmlns="{ns}package/2006/relationships">'
            f'<Relationship Id="rId1" Type="{ns}officeDocument/2006/relationships/worksheet" '
            'Target="worksheets/sheet1.xml"/></Relationships>'),
        "xl/worksheets/sheet1.xml": (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            f'<worksheet xmlns="{ns}spreadsheetml/2006/main"><sheetData>'
            '<row r="1"><c r="A1" t="inlineStr"><is><t>Entry No</t></is></c>'
            '<c r="B1" t="inlineStr"><is><t>Medal</t></is></c><c r="C1" t="inlineStr"><is><t>Points</t></is></c></row>'
            '<row r="2"><c r="A2" t="inlineStr"><is><t>DW1147</t></is></c>'
            '<c r="B2" t="inlineStr"><is><t>Gold</t></is></c><c r="C2"><v>95</v></c></row>'
            '</sheetData></worksheet>')}
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in parts.items():
            z.writestr(zipfile.ZipInfo(name, date_time=(2026, 11, 24, 18, 0, 0)), text)
    return buffer.getvalue()


_XLSX = _xlsx()


def _pdf() -> bytes:
    """A one-page PDF 1.7 (ISO 32000-1: '%PDF-1.7', a binary comment line, the catalog, pages, page and content
    objects, a cross-reference table and trailer): the judges' scanned-and-typed score sheets of flight 7."""
    stream = b"BT /F1 12 Tf 72 720 Td (Flight 7 - Panel B - OIV score sheets) Tj ET"
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
               b"/Resources << /Font << /F1 5 0 R >> >> >>",
               b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
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


_PDF = _pdf()
# the panel chairs' medal list after their adjustments: four fields a line (blind code, panel mean, chair's score,
# medal)
_MEDALS = ("code panel_mean chair_score medal\nDW1147 94.0 95 Gold\nDW1152 91.5 92 Silver\nDW1163 88.0 88 Bronze\n"
           "DW1215 0 0 Corked\n")
# the judges' tasting notes, typed up per flight
_NOTES = ("Flight 7 - Dry Riesling - Panel B (chair: A. Lindqvist)\n\n"
          "DW1147  Pale lemon. Lime zest, wet slate, white peach; taut acidity, long mineral finish. 95 Gold.\n"
          "DW1152  Lime cordial and toast; bright, a touch short. 92 Silver.\n"
          "DW1215  Corked (TCA) - second bottle requested from the steward.\n")
# Vivino's explore API answer, as the merchant's notebook saved it (explore_vintage: records_matched, matches)
_VIVINO_JSON = ('{"explore_vintage": {"market": {"country": "gb", "currency": {"code": "GBP", "symbol": "\\u00a3"}}, '
                '"records_matched": 2, "matches": [{"vintage": {"id": 159874512, "seo_name": "graacher-himmelreich-'
                'riesling-trocken-2022", "name": "Weingut Beispiel Graacher Himmelreich Riesling Trocken 2022", '
                '"year": 2022, "wine": {"id": 4412873, "name": "Graacher Himmelreich Riesling Trocken", "type_id": 2, '
                '"winery": {"id": 55648, "name": "Weingut Beispiel"}}, "statistics": {"ratings_count": 212, '
                '"ratings_average": 4.1}}, "price": {"id": 3310, "amount": 24.5, "currency": {"code": "GBP"}}}, '
                '{"vintage": {"id": 160112233, "seo_name": "watervale-riesling-2023", "name": "Example Estate '
                'Watervale Riesling 2023", "year": 2023, "wine": {"id": 4398120, "name": "Watervale Riesling", '
                '"type_id": 2, "winery": {"id": 61234, "name": "Example Estate"}}, "statistics": {"ratings_count": '
                '87, "ratings_average": 3.9}}, "price": {"id": 3311, "amount": 18.99, "currency": {"code": "GBP"}}}]}}'
                '\n')


def fortythird_bar_winejudging_cases() -> list[Case]:
    G = FORTYTHIRD_WINEJUDGING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="tastings", judgements="medal_table", runs=_RECS3, stem="flights", outputs=_OUT,
        item="entry", rounded="davis_panel",
        weights="{'oiv_panel': 2.0, 'davis_panel': 1.0, 'cellartracker': 0.5, 'chair_adjusted': 1.5}",
        lone_query="R['chair_adjusted']['comp:trophy/fortified'] = {'entry:DW2301/vintage-port-2017': 0.94, "
                   "'entry:DW2307/madeira-malvasia-10yo': 0.71}\n",
        trust="oiv_panel 2\ndavis_panel 1\ncellartracker 0.5\n",
        trust_dict="{'oiv_panel': 2, 'davis_panel': 1, 'cellartracker': 0.5}",
        texts={
            "rrf": ("u43a_rrf_panels",
                    "rankagg.fuse({panel: {flight or category: {entry: score}}}, method='rrf'): four score sources, "
                    "six flights and categories ('flight:07/riesling-dry'), entries by blind code as "
                    "'entry:DW1147/mosel-riesling-2022'"),
            "borda": ("u43a_borda_withdrawn_entries",
                      "rankagg.fuse(..., method='borda'): the panels have no score for a withdrawn or corked bottle "
                      "(its entry missing from that flight)"),
            "combsum": ("u43a_combsum_davis_half_points",
                        "rankagg.fuse(..., method='combsum'): the UC Davis panel's 20-point scores at one decimal "
                        "(half points: many ties) beside the others"),
            "fuser": ("u43a_weighted_fuser_panel_record",
                      "rankagg.Fuser('rrf', weights=...) per flight: the OIV panel counts 2, CellarTracker's "
                      "community 0.5"),
            "frame": ("u43a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the judging office's sheet, "
                      "a row per flight, entry and panel"),
            "evaluate": ("u43a_evaluate_medal_table",
                         "rankagg.evaluate(fused ranking, the medal table, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put the gold medals and Best in Show first"),
            "lone": ("u43a_one_panel_trophy_round",
                     "rankagg.fuse(..., method='rrf'): the fortified trophy round only the chairs scored beside "
                     "flights every panel tasted"),
            "cli_rrf": ("u43a_cli_rrf_runs",
                        "rankagg fuse oiv_panel.run davis_panel.run cellartracker.run --method rrf -o flights.run: "
                        "one run per score source, flights as queries"),
            "cli_borda": ("u43a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the OIV panel counts "
                          "double)"),
            "cli_combsum": ("u43a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four entries a flight sends to the "
                            "medal round"),
            "cli_evaluate": ("u43a_cli_evaluate_medal_qrels",
                             "rankagg evaluate flights.run --qrels medal_table.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the medal table (0-2)"),
            "cli_parquet": ("u43a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o flights.parquet: gzipped runs from the scoring "
                            "tablets' nightly job, a Parquet table for the results dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u43a_results_export_as_run", "a Decanter-style competition results export (Entry No, Medal, Points, "
         "Producer, Wine Name, Vintage, ...)", "DWWA2026_results.csv", _RESULTS, "Decanter", "DWWA2026_results.csv:1"),
        ("u43a_cellartracker_as_run", "a CellarTracker inventory export (iWine, Barcode, Location, Bin, Size, ...)",
         "cellartracker_inventory.csv", _CELLARTRACKER, "CellarTracker", "cellartracker_inventory.csv:1"),
        ("u43a_vivino_export_as_run", "Vivino's data export (full_wine_list.csv: Winery, Wine name, Vintage, Region, "
         "..., Average rating, Your rating)", "full_wine_list.csv", _VIVINO, "Vivino", "full_wine_list.csv:1"),
        ("u43a_oiv_sheet_as_run", "the OIV 100-point score sheets' export (Limpidity, Aspect other than limpidity, "
         "Nose Genuineness, ..., Overall judgement; ';'-separated)", "oiv_sheets_panelB.csv", _OIV, "OIV",
         "oiv_sheets_panelB.csv:1"),
        ("u43a_davis_sheet_as_run", "a UC Davis 20-point score sheet typed up by a judge (Appearance, Color, "
         "Aroma&Bouquet, ..., GeneralQuality, Total)", "davis_flight7_okafor.txt", _DAVIS, "UC Davis",
         "davis_flight7_okafor.txt:1"),
        ("u43a_flight_sheet_as_run", "the steward's flight sheet with blind codes (six fields a line: flight, glass, "
         "code, class, points, judge)", "flight_F07.txt", _FLIGHT, "flight sheet", "flight_F07.txt:1"),
        ("u43a_lims_analyses_as_run", "the lab's LIMS analyses of the samples (six fields a line: sample, date, "
         "alcohol, total acidity, volatile acidity, free SO2)", "lims_samples_2026-11-18.txt", _LIMS, "LIMS",
         "lims_samples_2026-11-18.txt:1"),
        ("u43a_spreadsheetml_as_run", "the results as an Excel 2003 XML spreadsheet (mso-application Excel.Sheet, "
         "Workbook, Worksheet 'Results', Table, Row)", "results_2026.xml", _XML_RESULTS, "Excel",
         named_at("results_2026.xml", _XML_RESULTS)),
        ("u43a_xlsx_as_run", "the results as an Excel workbook (.xlsx: a ZIP of [Content_Types].xml, xl/workbook.xml, "
         "...)", "results_2026.xlsx", _XLSX, "Excel", "results_2026.xlsx"),
        ("u43a_pdf_sheets_as_run", "the judges' score sheets as a PDF (%PDF-1.7)", "flight7_scoresheets.pdf", _PDF,
         "PDF", "flight7_scoresheets.pdf")],
        one_run=("oiv_panel.run", _ONE_RUN), stem="flights",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a workbook or a PDF read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u43a_medal_list_as_qrels", "medal_list_F07.txt", _MEDALS, "medal list"),
        ("u43a_results_export_as_qrels", "DWWA2026_results.csv", _RESULTS, "Decanter"),
        ("u43a_flight_sheet_as_qrels", "flight_F07.txt", _FLIGHT, "flight sheet"),
        ("u43a_tasting_notes_as_qrels", "notes_flight7_panelB.txt", _NOTES, "tasting notes")],
        one_run=("oiv_panel.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u43a_out_xlsx", "flights.xlsx", "an Excel results workbook"),
        ("u43a_out_xls", "flights.xls", "an Excel 97-2003 workbook"),
        ("u43a_out_pdf", "flights.pdf", "the medal certificates' PDF"),
        ("u43a_out_docx", "flights.docx", "the judges' tasting notes in Word")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u43a_api_vivino_dict",
            "rankagg.fuse(json.load(vivino_explore.json)): Vivino's explore answer loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('v.json')), method='rrf')\n",
            "Vivino", why="a run maps a query to {document: score}; Vivino's 'explore_vintage' holds 'market', "
            "'records_matched' (a number) and 'matches' (a list)", files={"v.json": _VIVINO_JSON}),
        bad("u43a_api_cellartracker_frame",
            "rankagg.fuse(pd.read_csv(cellartracker_inventory.csv)): a CellarTracker export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('c.csv'), method='borda')\n",
            "CellarTracker", why="a table of runs has qid, docid, run and score columns; CellarTracker's has a bottle "
            "per row (iWine, Vintage, Wine, the critics' and community scores)", files={"c.csv": _CELLARTRACKER}),
    ]
    return cases
