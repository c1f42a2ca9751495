"""Issue 45's thirty-fourth bar of scripts/reliability_matrix.py, a retailer's merchandising and point-of-sale team
ranking products for the endcaps per store, category and week across demand models and buyers (its cases, ids
``u34c_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written in a later session, before any of its recognisers existed.)

The team's day: each store, category and week (``store-0412/salty-snacks/2026-w48``) is a query and each product a
document by its GTIN (``gtin:00028400090896``); the runs are the demand forecast's, the POS velocity model's, the
margin model's and the category buyers' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda
and CombSUM, weighted by each model's record, and judged against the promotion's sell-through (2 sold out, 1 sold to
plan, 0 below plan).  The mistakes and odd files: the field's own files given where runs or qrels are read (an X12 850
purchase order, an EDIFACT/EANCOM ORDERS message, an ARTS POSLog, a GDSN catalogue item notification, a JDA / Blue
Yonder Space Planning schematic (.psa), a Nielsen scanner movement file, Shopify's product export, an EPCIS 2.0
document, a syndicated scan-data workbook in Excel, an X12 856 notice and an EANCOM sales report), and outputs named
for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFOURTH_RETAIL = ("45 Unseen inputs: a thirty-fourth bar, a retailer's merchandising and point-of-sale team "
                       "ranking products for the endcaps per store, category and week across demand models and buyers "
                       "(X12, EDIFACT/EANCOM, POSLog, GDSN, Space Planning .psa, Nielsen, Shopify, EPCIS, Excel)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['demand_forecast', 'pos_velocity', 'margin_model', 'buyers'],
    items=['gtin:00028400090896', 'gtin:00028400043113', 'gtin:00012000000164', 'gtin:00049000000443',
           'gtin:00038000118111', 'gtin:00016000275263', 'gtin:00044000000066', 'gtin:00034000000234'],
    queries=['store-0412/salty-snacks/2026-w48', 'store-0412/carbonated-bev/2026-w48',
             'store-0587/salty-snacks/2026-w48', 'store-0587/cereal/2026-w48', 'store-1130/cookies-crackers/2026-w48',
             'store-1130/candy/2026-w48'],
    suffix='/online', generator='endcaps', judgements='sellthrough') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "endcaps", "endcaps.run")

_RECS3 = ["demand_forecast", "pos_velocity", "margin_model"]
_OUT = ("endcaps.run",)
_ONE_RUN = ("store-0412/salty-snacks/2026-w48 Q0 gtin:00028400090896 1 0.91 pos_velocity\n"
            "store-0412/salty-snacks/2026-w48 Q0 gtin:00028400043113 2 0.77 pos_velocity\n")
# the team's files, as the EDI translator, the POS, the data pool, the planogram and scan-data tools write them
# (a few lines)
# an X12 850 purchase order: the ISA header is fixed-width (106 characters with its terminator), '*' and '~'
_X12_850 = ("ISA*00*          *00*          *ZZ*ACMEFOODS      *ZZ*FRITOLAYUS     *261120*0830*U*00401*000004581*0*P*>~"
            "\n"
            "GS*PO*ACMEFOODS*FRITOLAYUS*20261120*0830*4581*X*004010~\n"
            "ST*850*0001~\nBEG*00*SA*4501187**20261120~\nDTM*002*20261124~\nN1*ST*ACME FOODS DC 04*9*0614141000128~\n"
            "PO1*1*48*CA*22.08**UK*00028400090896*VN*090896~\nPID*F****LAYS CLASSIC POTATO CHIPS 8 OZ~\n"
            "PO1*2*36*CA*22.08**UK*00028400043113~\nCTT*2~\nSE*9*0001~\nGE*1*4581~\nIEA*1*000004581~\n")
# an X12 856 ship notice (ASN): shipment, order and item levels (HL)
_X12_856 = ("ISA*00*          *00*          *ZZ*FRITOLAYUS     *ZZ*ACMEFOODS      *261122*1410*U*00401*000000873*0*P*>~"
            "\n"
            "GS*SH*FRITOLAYUS*ACMEFOODS*20261122*1410*873*X*004010~\n"
            "ST*856*0001~\nBSN*00*SH0087321*20261122*1410*0001~\nHL*1**S~\nTD5**2*FXFE~\nHL*2*1*O~\nPRF*4501187~\n"
            "HL*3*2*I~\nLIN**UK*00028400090896~\nSN1**48*CA~\nCTT*3~\nSE*11*0001~\nGE*1*873~\nIEA*1*000000873~\n")
# an EANCOM ORDERS message (UN/EDIFACT D.96A): UNA's service characters, then segments ended by "'"
_EANCOM_ORDERS = ("UNA:+.? '\nUNB+UNOC:3+5412345000013:14+4012345000009:14+261120:0830+ORD4501187'\n"
                  "UNH+1+ORDERS:D:96A:UN:EAN008'\nBGM+220+4501187+9'\nDTM+137:20261120:102'\nDTM+2:20261124:102'\n"
                  "NAD+BY+5412345000013::9'\nNAD+SU+4012345000009::9'\nLIN+1++4012345000016:SRV'\nQTY+21:48'\nUNS+S'\n"
                  "UNT+10+1'\nUNZ+1+ORD4501187'\n")
# an EANCOM sales data report (SLSRPT): what each store sold, by GTIN
_EANCOM_SLSRPT = ("UNA:+.? '\nUNB+UNOC:3+5412345000013:14+4012345000009:14+261127:0600+SLS2026W48'\n"
                  "UNH+1+SLSRPT:D:01B:UN:EAN004'\nBGM+73E+SR2026W48+9'\nDTM+137:20261127:102'\n"
                  "NAD+BY+5412345000013::9'\nLOC+162+5412345004127::9'\nLIN+1++4012345000016:SRV'\nQTY+153:37'\n"
                  "UNT+9+1'\nUNZ+1+SLS2026W48'\n")
_POSLOG = ('<?xml version="1.0" encoding="UTF-8"?>\n<POSLog xmlns="http://www.nrf-arts.org/IXRetail/namespace/" '
           'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" MajorVersion="6" MinorVersion="0" FixVersion="0">\n'
           '  <Transaction>\n    <RetailStoreID>0412</RetailStoreID>\n    <WorkstationID>07</WorkstationID>\n'
           '    <SequenceNumber>18342</SequenceNumber>\n    <BusinessDayDate>2026-11-27</BusinessDayDate>\n'
           '    <RetailTransaction TransactionStatus="Finished">\n      <LineItem>\n        <Sale ItemType="Stock">\n'
           '          <ItemID>00028400090896</ItemID>\n          <Description>LAYS CLASSIC 8OZ</Description>\n'
           '          <RegularSalesUnitPrice>4.99</RegularSalesUnitPrice>\n'
           '          <ActualSalesUnitPrice>3.99</ActualSalesUnitPrice>\n'
           '          <ExtendedAmount>7.98</ExtendedAmount>\n'
           '          <Quantity>2</Quantity>\n        </Sale>\n        <SequenceNumber>1</SequenceNumber>\n'
           '      </LineItem>\n      <Total TotalType="TransactionGrandAmount">7.98</Total>\n'
           '    </RetailTransaction>\n  </Transaction>\n</POSLog>\n')
_GDSN = ('<?xml version="1.0" encoding="UTF-8"?>\n<catalogue_item_notification:catalogueItemNotificationMessage '
         'xmlns:catalogue_item_notification="urn:gs1:gdsn:catalogue_item_notification:xsd:3" '
         'xmlns:sh="http://www.unece.org/cefact/namespaces/StandardBusinessDocumentHeader" '
         'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n  <sh:StandardBusinessDocumentHeader>\n'
         '    <sh:HeaderVersion>1.0</sh:HeaderVersion>\n'
         '    <sh:Sender><sh:Identifier Authority="GS1">0028400000009</sh:Identifier></sh:Sender>\n'
         '    <sh:Receiver><sh:Identifier Authority="GS1">0614141000005</sh:Identifier></sh:Receiver>\n'
         '    <sh:DocumentIdentification><sh:Standard>GS1</sh:Standard><sh:TypeVersion>3.1</sh:TypeVersion>'
         '<sh:InstanceIdentifier>CIN-20261120-0042</sh:InstanceIdentifier><sh:Type>catalogueItemNotification</sh:Type>'
         '</sh:DocumentIdentification>\n  </sh:StandardBusinessDocumentHeader>\n  <transaction>\n'
         '    <catalogue_item_notification:catalogueItemNotification>\n'
         '      <creationDateTime>2026-11-20T09:12:00Z</creationDateTime>\n'
         '      <documentStatusCode>ORIGINAL</documentStatusCode>\n      <catalogueItem>\n        <tradeItem>\n'
         '          <isTradeItemABaseUnit>true</isTradeItemABaseUnit>\n          <gtin>00028400090896</gtin>\n'
         '          <gdsnTradeItemClassification><gpcCategoryCode>10000187</gpcCategoryCode>'
         '</gdsnTradeItemClassification>\n        </tradeItem>\n      </catalogueItem>\n'
         '    </catalogue_item_notification:catalogueItemNotification>\n  </transaction>\n'
         '</catalogue_item_notification:catalogueItemNotificationMessage>\n')
# a JDA / Blue Yonder Space Planning schematic: its first line, '; ' comments, then one record a line (CRLF,
# Windows-1252, each record as wide as its type: the empty cells are kept)
_PSA = ("PROSPACE SCHEMATIC FILE\r\n; Version 2023.1.0\r\n; Codepage=1252\r\n"
        "Project,SALTY SNACKS 2026 RESET" + "," * 24 + "\r\n"
        "Product,0028400090,00028400090896,LAYS CLASSIC 8OZ,,4.75,11.25,2.5,,,8,OZ,FRITO-LAY,SALTY SNACKS"
        + "," * 30 + "\r\n"
        "Product,0028400043,00028400043113,DORITOS NACHO CHEESE 9.25OZ,,5,11.5,2.75,,,9.25,OZ,FRITO-LAY,"
        "SALTY SNACKS" + "," * 30 + "\r\n"
        "Planogram,SALTY SNACKS 4FT ENDCAP,,48,72" + "," * 40 + "\r\n"
        "Fixture,1,1,SHELF 1,0,48,12,1" + "," * 20 + "\r\n"
        "Position,0028400090,00028400090896,,0,19,13,,,,,,,,4,1,1" + "," * 26 + "\r\n")
# the Kilts Center's Nielsen retail scanner data: a movement file (one per product module and year), tab-separated
_NIELSEN = ("store_code_uc\tupc\tweek_end\tunits\tprmult\tprice\tfeature\tdisplay\n"
            "8134410\t28400090896\t20261128\t37\t1\t3.99\t1\t1\n8134410\t28400043113\t20261128\t22\t2\t7\t0\t1\n"
            "8134410\t12000000164\t20261128\t15\t1\t2.49\t0\t0\n")
_SHOPIFY = ("Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name,Option1 Value,"
            "Option2 Name,Option2 Value,Option3 Name,Option3 Value,Variant SKU,Variant Grams,Variant Inventory Tracker,"
            "Variant Inventory Qty,Variant Inventory Policy,Variant Fulfillment Service,Variant Price,"
            "Variant Compare At Price,Variant Requires Shipping,Variant Taxable,Variant Barcode,Image Src,"
            "Image Position,Image Alt Text,Gift Card,SEO Title,SEO Description,Variant Weight Unit,Cost per item,"
            "Status\n"
            "lays-classic-potato-chips-8-oz,Lay's Classic Potato Chips 8 oz,<p>The original.</p>,Lay's,"
            "Food Items > Snack Foods > Chips,Chips,\"endcap, salty-snacks\",true,Title,Default Title,,,,,"
            "FL-090896,227,shopify,140,deny,manual,3.99,4.99,true,true,028400090896,"
            "https://cdn.shopify.com/s/files/1/0412/lays-8oz.jpg,1,,false,,,g,2.31,active\n")
_EPCIS = ('{"@context": ["https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld"], "type": "EPCISDocument", '
          '"schemaVersion": "2.0", "creationDate": "2026-11-24T06:02:11.000Z", "epcisBody": {"eventList": '
          '[{"type": "ObjectEvent", "eventTime": "2026-11-24T05:58:40.000-05:00", "eventTimeZoneOffset": "-05:00", '
          '"epcList": ["urn:epc:id:sgtin:0028400.009089.1001", "urn:epc:id:sgtin:0028400.009089.1002"], '
          '"action": "OBSERVE", "bizStep": "receiving", "disposition": "in_progress", '
          '"readPoint": {"id": "urn:epc:id:sgln:0614141.00412.0"}}]}}\n')


def _scan_workbook() -> bytes:
    """A syndicated scan-data delivery saved as an Excel workbook (.xlsx: an OPC zip whose content types name
    SpreadsheetML's workbook and sheet)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        def put(name: str, text: str) -> None:
            z.writestr(zipfile.ZipInfo(name, date_time=(2026, 11, 27, 8, 0, 0)), text)
        ss = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
        rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
        put("[Content_Types].xml", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://'
            'schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/'
            'vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
            '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.'
            'spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/'
            'vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>')
        put("_rels/.rels", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://'
            'schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="' + rel
            + '/officeDocument" Target="xl/workbook.xml"/></Relationships>')
        put("xl/workbook.xml", f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="{ss}" '
            f'xmlns:r="{rel}"><sheets><sheet name="Salty Snacks W48" sheetId="1" r:id="rId1"/></sheets></workbook>')
        put("xl/_rels/workbook.xml.rels", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships '
            'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="'
            + rel + '/worksheet" Target="worksheets/sheet1.xml"/></Relationships>')
        put("xl/worksheets/sheet1.xml", f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet '
            f'xmlns="{ss}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>UPC 12 digit</t></is></c>'
            '<c r="B1" t="inlineStr"><is><t>Dollar Sales</t></is></c><c r="C1" t="inlineStr"><is><t>Unit Sales</t>'
            '</is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>028400090896</t></is></c><c r="B2"><v>147.63</v>'
            '</c><c r="C2"><v>37</v></c></row></sheetData></worksheet>')
    return buf.getvalue()


def thirtyfourth_bar_retail_cases() -> list[Case]:
    G = THIRTYFOURTH_RETAIL
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="endcaps", judgements="sellthrough", runs=_RECS3, stem="endcaps", outputs=_OUT,
        item="product", rounded="margin_model",
        weights="{'demand_forecast': 1.0, 'pos_velocity': 2.0, 'margin_model': 0.5, 'buyers': 1.5}",
        lone_query="R['buyers']['store-1204/salty-snacks/2026-w48'] = {'gtin:00028400039079': 0.9, "
                   "'gtin:00021000065349': 0.4}\n",
        trust="pos_velocity 2\ndemand_forecast 1\nmargin_model 0.5\n",
        trust_dict="{'pos_velocity': 2, 'demand_forecast': 1, 'margin_model': 0.5}",
        texts={
            "rrf": ("u34c_rrf_models",
                    "rankagg.fuse({model: {store/category/week: {product: score}}}, method='rrf'): four rankings, six "
                    "store categories ('store-0412/salty-snacks/2026-w48'), products by GTIN"),
            "borda": ("u34c_borda_unscored_products",
                      "rankagg.fuse(..., method='borda'): the demand forecast has no score for the products launched "
                      "this season"),
            "combsum": ("u34c_combsum_rounded_margins",
                        "rankagg.fuse(..., method='combsum'): the margin model at one decimal (many ties) beside the "
                        "others"),
            "fuser": ("u34c_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per store category: POS velocity counts 2, the margin model "
                      "0.5"),
            "frame": ("u34c_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the promotion plan, a row per "
                      "store category, product and model"),
            "evaluate": ("u34c_evaluate_sellthrough",
                         "rankagg.evaluate(fused ranking, the promotion's sell-through, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put first the products that sold out"),
            "lone": ("u34c_one_model_store",
                     "rankagg.fuse(..., method='rrf'): a store only the buyers ranked (opening this week, no sales "
                     "history) beside stores every model covers"),
            "cli_rrf": ("u34c_cli_rrf_runs",
                        "rankagg fuse demand_forecast.run pos_velocity.run margin_model.run --method rrf -o "
                        "endcaps.run: one run per model, store categories as queries"),
            "cli_borda": ("u34c_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: POS velocity counts "
                          "double)"),
            "cli_combsum": ("u34c_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four products an endcap holds"),
            "cli_evaluate": ("u34c_cli_evaluate_sellthrough_qrels",
                             "rankagg evaluate endcaps.run --qrels sellthrough.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the promotion's sell-through (0-2)"),
            "cli_parquet": ("u34c_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o endcaps.parquet: gzipped runs from the models' "
                            "nightly jobs, a Parquet table for the merchandising dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u34c_x12_850_as_run", "an X12 850 purchase order (ISA, GS, ST*850, BEG, PO1 ... segments ended by '~')",
         "PO4501187.x12", _X12_850, "X12", "PO4501187.x12:1"),
        ("u34c_eancom_orders_as_run", "an EANCOM ORDERS message (UNA, UNB, UNH+1+ORDERS:D:96A:UN:EAN008, ... segments "
         "ended by \"'\")", "ORDERS_4501187.edi", _EANCOM_ORDERS, "EDIFACT", "ORDERS_4501187.edi:1"),
        ("u34c_poslog_as_run", "an ARTS POSLog (POSLog xmlns='http://www.nrf-arts.org/IXRetail/namespace/', "
         "Transaction, RetailTransaction, LineItem)", "POSLog_0412_20261127.xml", _POSLOG, "POSLog",
         "POSLog_0412_20261127.xml:2"),
        ("u34c_gdsn_cin_as_run", "a GDSN catalogue item notification (catalogueItemNotificationMessage, "
         "StandardBusinessDocumentHeader, tradeItem, gtin)", "CIN_00028400090896.xml", _GDSN, "GDSN",
         "CIN_00028400090896.xml:2"),
        ("u34c_psa_as_run", "a JDA / Blue Yonder Space Planning schematic ('PROSPACE SCHEMATIC FILE', '; Version', "
         "then Project, Product, Planogram, Fixture, Position records)", "salty_snacks_4ft_endcap.psa", _PSA,
         "Space Planning", "salty_snacks_4ft_endcap.psa:1"),
        ("u34c_nielsen_movement_as_run", "a Nielsen retail scanner movement file (store_code_uc, upc, week_end, "
         "units, prmult, price, feature, display; tab-separated)", "1323_2026.tsv", _NIELSEN, "Nielsen",
         "1323_2026.tsv:1"),
        ("u34c_shopify_csv_as_run", "Shopify's product export (Handle, Title, Body (HTML), Vendor, ..., Variant "
         "Barcode, ..., Status)", "products_export_1.csv", _SHOPIFY, "Shopify", "products_export_1.csv:1"),
        ("u34c_epcis_json_as_run", "an EPCIS 2.0 document (@context epcis-context.jsonld, type EPCISDocument, "
         "epcisBody, eventList)", "epcis_receiving_0412.json", _EPCIS, "EPCIS", "epcis_receiving_0412.json:1"),
        ("u34c_scan_xlsx_as_run", "a syndicated scan-data delivery saved as an Excel workbook (.xlsx: a zip of "
         "SpreadsheetML parts)", "Salty_Snacks_W48.xlsx", _scan_workbook(), "Excel", "Salty_Snacks_W48.xlsx")],
        one_run=("pos_velocity.run", _ONE_RUN), stem="endcaps",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a workbook's zip read as lines gives no ranking: named by its magic bytes "
                   "and parts")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u34c_x12_856_as_qrels", "ASN_SH0087321.x12", _X12_856, "X12"),
        ("u34c_eancom_slsrpt_as_qrels", "SLSRPT_2026W48.edi", _EANCOM_SLSRPT, "EDIFACT"),
        ("u34c_nielsen_as_qrels", "1323_2026.tsv", _NIELSEN, "Nielsen"),
        ("u34c_shopify_as_qrels", "products_export_1.csv", _SHOPIFY, "Shopify")],
        one_run=("pos_velocity.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u34c_out_psa", "endcaps.psa", "a Space Planning schematic"),
        ("u34c_out_x12", "endcaps.x12", "an X12 interchange"),
        ("u34c_out_edi", "endcaps.edi", "an EDI interchange (EDIFACT or X12)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=34"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u34c_api_epcis_dict",
            "rankagg.fuse(json.load(epcis_receiving_0412.json)): an EPCIS 2.0 document loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('e.json')), method='rrf')\n",
            "EPCIS", why="a run maps a query to {document: score}; an EPCIS document's '@context' is a list and "
            "'epcisBody' holds events", files={"e.json": _EPCIS}),
        bad("u34c_api_shopify_frame",
            "rankagg.fuse(pd.read_csv(products_export_1.csv)): Shopify's product export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.csv'), method='borda')\n",
            "Shopify", why="a table of runs has qid, docid, run and score columns; Shopify's has a product variant per "
            "row", files={"p.csv": _SHOPIFY}),
    ]
    return cases
