"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a public procurement office's ranking of bids per lot
across evaluation panels (its cases, ids ``u31d_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (The helper this persona was
given to never began; the lead wrote it, in a later session, before any procurement recogniser existed.)

The office's day: each tender's lot (``T-2026-0117/lot-2``) is a query and each bid a document (``bid:0042``); the
runs are the evaluators' scores (the technical panel's, the price formula's, past performance, the sustainability
criteria), in [0, 1] at four decimals.  The scores are fused with RRF, Borda and CombSUM, weighted as the tender
documents weight the criteria, and judged against the award decision (2 awarded, 1 reserve list, 0 neither).  The
mistakes and odd files: the field's own files given where runs or qrels are read (OCDS release and record packages
and flattened tables, a TED eForms notice, a UBL tender, an ESPD response, TED's CSV, USAspending's awards, SAM.gov's
and Prozorro's answers), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIRST_PROCUREMENT = ("45 Unseen inputs: a thirty-first bar, a public procurement office's ranking of bids per "
                           "lot across evaluation panels (OCDS releases and records, TED eForms XML, UBL tenders, "
                           "ESPD, USAspending, SAM.gov)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['technical_panel', 'price_formula', 'past_performance', 'sustainability'],
    items=['bid:0042', 'bid:0007', 'bid:0113', 'bid:0090', 'bid:0031', 'bid:0068', 'bid:0015', 'bid:0101'],
    queries=['T-2026-0117/lot-1', 'T-2026-0117/lot-2', 'T-2026-0117/lot-3', 'T-2026-0124/lot-1', 'T-2026-0131/lot-1',
        'T-2026-0131/lot-2'],
    suffix='/rebid', generator='scores', judgements='awards') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "scores", "bids.run")

_RECS3 = ["technical_panel", "price_formula", "past_performance"]
_OUT = ("bids.run",)
_ONE_RUN = ("T-2026-0117/lot-1 Q0 bid:0042 1 0.91 technical_panel\nT-2026-0117/lot-1 Q0 bid:0007 2 0.77 "
            "technical_panel\nT-2026-0117/lot-1 Q0 bid:0113 3 0.52 technical_panel\n")
# the office's files, as their tools and portals write them (a few lines)
_RELEASES = ('{"uri": "https://tenders.example.gov/ocds/releases/2026-11.json", "version": "1.1", "publishedDate": '
             '"2026-11-27T09:00:00Z", "publisher": {"name": "City Procurement Office"}, "license": '
             '"https://creativecommons.org/licenses/by/4.0/", "releases": [{"ocid": "ocds-213czf-T-2026-0117", "id": '
             '"ocds-213czf-T-2026-0117-award-2", "date": "2026-11-20T10:00:00Z", "tag": ["award"], "initiationType": '
             '"tender", "awards": [{"id": "2", "status": "active", "suppliers": [{"id": "GB-COH-0042", "name": "Acme '
             'Works"}], "value": {"amount": 1250000, "currency": "EUR"}}]}]}\n')
_RECORDS = ('{"uri": "https://tenders.example.gov/ocds/records/T-2026-0117.json", "version": "1.1", "publishedDate": '
            '"2026-11-27T09:00:00Z", "publisher": {"name": "City Procurement Office"}, "packages": [], "records": '
            '[{"ocid": "ocds-213czf-T-2026-0117", "releases": [{"url": "https://tenders.example.gov/r/1", "date": '
            '"2026-09-01T00:00:00Z", "tag": ["tender"]}], "compiledRelease": {"ocid": "ocds-213czf-T-2026-0117", '
            '"tag": ["compiled"]}}]}\n')
_FLAT = ("ocid,id,date,tag,initiationType,tender/id,tender/title,tender/status,tender/value/amount,"
         "tender/value/currency,awards/0/id,awards/0/status,awards/0/suppliers/0/name\n"
         "ocds-213czf-T-2026-0117,ocds-213czf-T-2026-0117-award-2,2026-11-20T10:00:00Z,award,tender,T-2026-0117,"
         "Road resurfacing,complete,1300000,EUR,2,active,Acme Works\n")
_EFORMS = ('<?xml version="1.0" encoding="UTF-8"?>\n<ContractNotice xmlns="urn:oasis:names:specification:ubl:schema:'
           'xsd:ContractNotice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" '
           'xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2">\n'
           '  <cbc:CustomizationID>eforms-sdk-1.10</cbc:CustomizationID>\n  <cbc:ID schemeName="notice-id">'
           '8d0f7c1e-6a7b-4c1e-9f0a-2b3c4d5e6f70</cbc:ID>\n  <cbc:NoticeTypeCode listName="competition">cn-standard'
           '</cbc:NoticeTypeCode>\n</ContractNotice>\n')
_UBL_TENDER = ('<?xml version="1.0" encoding="UTF-8"?>\n<Tender xmlns="urn:oasis:names:specification:ubl:schema:xsd:'
               'Tender-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">\n'
               '  <cbc:UBLVersionID>2.3</cbc:UBLVersionID>\n  <cbc:ID>bid-0042</cbc:ID>\n  <cbc:ContractFolderID>'
               'T-2026-0117</cbc:ContractFolderID>\n</Tender>\n')
_ESPD = ('<?xml version="1.0" encoding="UTF-8"?>\n<QualificationApplicationResponse xmlns="urn:oasis:names:'
         'specification:ubl:schema:xsd:QualificationApplicationResponse-2" xmlns:cbc="urn:oasis:names:specification:'
         'ubl:schema:xsd:CommonBasicComponents-2">\n  <cbc:UBLVersionID>2.2</cbc:UBLVersionID>\n  <cbc:ProfileID>'
         '4.1.0</cbc:ProfileID>\n</QualificationApplicationResponse>\n')
_TED_CSV = ("ID_NOTICE_CAN,TED_NOTICE_URL,YEAR,ID_TYPE,DT_DISPATCH,XSD_VERSION,CANCELLED,CORRIGENDUM,B_MULTIPLE_CAE,"
            "CAE_NAME,CAE_NATIONALID,CAE_TOWN,ISO_COUNTRY_CODE,CPV,VALUE_EURO_FIN_2,WIN_NAME,WIN_COUNTRY_CODE\n"
            "2026123456,https://ted.europa.eu/udl?uri=TED:NOTICE:123456-2026,2026,3,2026-11-20,R2.0.9.S05.E01,0,0,N,"
            "City of Example,DE123,Example,DE,45233142,1250000,Acme Works,DE\n")
_USASPENDING = ("contract_transaction_unique_key,contract_award_unique_key,award_id_piid,modification_number,"
                "transaction_number,parent_award_agency_id,federal_action_obligation,total_dollars_obligated,"
                "action_date,awarding_agency_name,recipient_uei,recipient_name,naics_code,product_or_service_code\n"
                "9700_-NONE-_W912DY26C0042_0_-NONE-_0,CONT_AWD_W912DY26C0042_9700_-NONE-_-NONE-,W912DY26C0042,0,0,,"
                "1250000.00,1250000.00,2026-11-20,Department of Defense,ABCDEF123456,ACME WORKS LLC,237310,Y1LB\n")
_SAM = ('{"totalRecords": 1342, "limit": 10, "offset": 0, "opportunitiesData": [{"noticeId": '
        '"0f1e2d3c4b5a69788796a5b4c3d2e1f0", "title": "Road resurfacing", "solicitationNumber": "W912DY-26-R-0042", '
        '"postedDate": "2026-09-01", "type": "Solicitation", "naicsCode": "237310"}], "links": []}\n')
_PROZORRO = ('{"data": {"id": "f3a9c0d2e1b4", "tenderID": "UA-2026-11-27-000123-a", "procurementMethodType": '
             '"aboveThresholdEU", "status": "active.qualification", "title": "Road resurfacing", "bids": [], '
             '"lots": [{"id": "a1", "title": "Lot 1"}]}}\n')


def thirtyfirst_bar_procurement_cases() -> list[Case]:
    G = THIRTYFIRST_PROCUREMENT
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="scores", judgements="awards", runs=_RECS3, stem="bids", outputs=_OUT,
        item="bids", rounded="past_performance",
        weights="{'technical_panel': 0.6, 'price_formula': 0.3, 'past_performance': 0.05, 'sustainability': 0.05}",
        lone_query="R['technical_panel']['T-2026-0140/lot-1'] = {'bid:0120': 0.9, 'bid:0121': 0.4}\n",
        trust="technical_panel 0.6\nprice_formula 0.3\npast_performance 0.1\n",
        trust_dict="{'technical_panel': 0.6, 'price_formula': 0.3, 'past_performance': 0.1}",
        texts={
            "rrf": ("u31d_rrf_panels",
                    "rankagg.fuse({panel: {tender/lot: {bid: score}}}, method='rrf'): four panels, six lots "
                    "('T-2026-0117/lot-2'), bids by number ('bid:0042')"),
            "borda": ("u31d_borda_excluded_bids",
                      "rankagg.fuse(..., method='borda'): a panel did not score the bids excluded at selection"),
            "combsum": ("u31d_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): past performance at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u31d_weighted_fuser_criteria",
                      "rankagg.Fuser('rrf', weights=...) per lot: the tender's criteria weights (quality 60, price "
                      "30, past performance 5, sustainability 5)"),
            "frame": ("u31d_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the evaluation sheet, a row "
                      "per lot, bid and panel"),
            "evaluate": ("u31d_evaluate_awards",
                         "rankagg.evaluate(fused ranking, the award decisions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the bids that were awarded"),
            "lone": ("u31d_one_panel_lot",
                     "rankagg.fuse(..., method='rrf'): a lot only the technical panel scored (a negotiated "
                     "procedure) beside lots every panel covers"),
            "cli_rrf": ("u31d_cli_rrf_runs",
                        "rankagg fuse technical_panel.run price_formula.run past_performance.run --method rrf "
                        "-o bids.run: one run per panel, lots as queries"),
            "cli_borda": ("u31d_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the criteria "
                          "weights)"),
            "cli_combsum": ("u31d_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four bids a framework admits"),
            "cli_evaluate": ("u31d_cli_evaluate_award_qrels",
                             "rankagg evaluate bids.run --qrels awards.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the award decisions (0-2)"),
            "cli_parquet": ("u31d_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o bids.parquet: gzipped runs from the e-tendering "
                            "system, a Parquet table for the audit")})

    # --- the office's files given where runs are read: named by their format or tool ----------------------------------
    cases += files_as_runs(cli_bad, [
        ("u31d_ocds_release_package_as_run", "an OCDS release package (uri, version, publishedDate, publisher, "
         "releases with ocid)", "releases-2026-11.json", _RELEASES, "OCDS", "releases-2026-11.json:1"),
        ("u31d_ocds_record_package_as_run", "an OCDS record package (records with ocid, releases, compiledRelease)",
         "T-2026-0117.json", _RECORDS, "OCDS", "T-2026-0117.json:1"),
        ("u31d_ocds_flat_csv_as_run", "an OCDS release flattened by flatten-tool (main.csv: ocid, id, date, tag, "
         "tender/id, ...)", "main.csv", _FLAT, "OCDS", "main.csv:1"),
        ("u31d_eforms_notice_as_run", "a TED eForms contract notice (UBL ContractNotice-2 XML)", "notice.xml",
         _EFORMS, "eForms", "notice.xml:2"),
        ("u31d_ubl_tender_as_run", "a UBL 2.3 Tender document (a bid as the e-tendering system stores it)",
         "bid-0042.xml", _UBL_TENDER, "UBL", "bid-0042.xml:2"),
        ("u31d_espd_response_as_run", "an ESPD response (UBL QualificationApplicationResponse-2 XML)",
         "espd-response.xml", _ESPD, "ESPD", "espd-response.xml:2"),
        ("u31d_ted_csv_as_run", "TED's open data CSV of contract award notices (ID_NOTICE_CAN, ..., WIN_NAME)",
         "TED_CAN_2026.csv", _TED_CSV, "TED", "TED_CAN_2026.csv:1"),
        ("u31d_usaspending_csv_as_run", "a USAspending.gov award download (contract_transaction_unique_key, "
         "award_id_piid, ..., federal_action_obligation)", "Contracts_PrimeTransactions_2026.csv", _USASPENDING,
         "USAspending", "Contracts_PrimeTransactions_2026.csv:1"),
        ("u31d_sam_opportunities_as_run", "SAM.gov's Get Opportunities answer (totalRecords, limit, offset, "
         "opportunitiesData)", "sam_opportunities.json", _SAM, "SAM.gov", "sam_opportunities.json:1"),
        ("u31d_prozorro_tender_as_run", "a Prozorro tender from its public API (data: tenderID, "
         "procurementMethodType, bids, lots)", "UA-2026-11-27-000123-a.json", _PROZORRO, "Prozorro",
         "UA-2026-11-27-000123-a.json:1")],
        one_run=("technical_panel.run", _ONE_RUN), stem="bids",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the office can act on)")

    # --- the judgements the office gives ------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31d_ocds_release_as_qrels", "releases-2026-11.json", _RELEASES, "OCDS"),
        ("u31d_ocds_flat_as_qrels", "main.csv", _FLAT, "OCDS"),
        ("u31d_ted_csv_as_qrels", "TED_CAN_2026.csv", _TED_CSV, "TED"),
        ("u31d_eforms_as_qrels", "award-notice.xml", _EFORMS, "eForms")],
        one_run=("technical_panel.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31d_out_mpp", "award_plan.mpp", "a Microsoft Project plan"),
        ("u31d_out_xer", "award_plan.xer", "a Primavera P6 schedule export"),
        ("u31d_out_asice", "evaluation.asice", "an ASiC-E signature container (the signed evaluation report)"),
        ("u31d_out_p7m", "evaluation.p7m", "a CMS signed message (a qualified signature's envelope)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the office's documents and tables given to the API -----------------------------------------------------------
    cases += [
        bad("u31d_api_ocds_dict",
            "rankagg.fuse(json.load(releases.json)): an OCDS release package loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json')), method='rrf')\n",
            "OCDS", why="a run maps a query to {document: score}; OCDS's 'uri' is a str and 'releases' a list",
            files={"r.json": _RELEASES}),
        bad("u31d_api_sam_dict",
            "rankagg.fuse(json.load(sam_opportunities.json)): SAM.gov's answer loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('s.json')), method='rrf')\n",
            "SAM.gov", why="a run maps a query to {document: score}; 'totalRecords' is a number",
            files={"s.json": _SAM}),
        bad("u31d_api_usaspending_frame",
            "rankagg.fuse(pd.read_csv(a USAspending award download)): the transactions given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('u.csv'), method='borda')\n",
            "USAspending", why="a table of runs has qid, docid, run and score columns; USAspending's has transactions",
            files={"u.csv": _USASPENDING}),
        bad("u31d_api_ocds_flat_frame",
            "rankagg.fuse(pd.read_csv(flatten-tool's main.csv)): the flattened releases given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('m.csv'), method='rrf')\n",
            "OCDS", why="a table of runs has qid, docid, run and score columns; a flattened OCDS table has releases",
            files={"m.csv": _FLAT}),
    ]
    return cases
