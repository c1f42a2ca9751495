"""Issue 45's eighty-seventh bar of scripts/reliability_matrix.py, a venture capital firm's deal team and investment
committee, ranking startups per sector, quarter and fund from partners' scores, traction metrics, market data and the
committee's votes (its cases, ids ``u87a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each sector, quarter or fund slice (``sector:fintech/2026-q1``, the sector, then the quarter;
``fund:iii/seed``; ``quarter:2026-q1/ic-shortlist``) is a query and each startup a document
(``company:fintech/ledgerly``, the sector it was sourced in, then its Crunchbase permalink); the runs are the
partners' scores, the traction metrics, the market data and the committee's votes, turned to scores in [0, 1] at
four decimals.  They are fused with RRF, Borda and CombSUM, the committee's votes weighted highest (the fund's
agreement gives the investment committee the last word), and judged against the committee's decisions (2 invested,
1 term sheet or second meeting, 0 passed).  The mistakes and odd files: the field's own files given where runs or
qrels are read (Crunchbase's organizations CSV export and its API v4 search and organization answers (JSON),
HubSpot's companies export (CSV), a pitch deck as PowerPoint saves it to PDF and as a PPTX, the partners' scoring
sheet, the analysts' pipeline list and the committee's vote tally as the team types them), and outputs named for
the field's files (a pitch deck's .pdf, an IC memo's .pptx, a cap table's .xlsx, a saved Crunchbase answer's .json).
(Checked: Crunchbase's CSV export header opening 'Organization Name,Organization Name URL,Industries,Headquarters
Location,Description,CB Rank (Company),Founded Date,...' with the money columns in threes ('X', 'X Currency',
'X Currency (in USD)') and CB Rank as a quoted '126,848', from an export quoted in a Spark notes repository and
importers' tests reading real exports ('Total Funding Amount (in USD)', 'Number of Funding Rounds'); the columns are
the user's chosen view, so the set here is a plausible one, 'Last Funding Type' and 'Last Funding Date' not seen in
one file; Crunchbase's API v4 answer to POST /searches/organizations ({"count", "entities": [{"uuid", "properties":
{"identifier": {"permalink", "image_id", "uuid", "entity_def_id", "value"}, "short_description", ...}}]}), its
answer to GET /entities/organizations/{permalink} ({"properties": {...}}, founded_on, num_employees_enum), and
funding_total as {value, currency, value_usd}, last_funding_type as 'series_a', num_funding_rounds, from clients'
fixtures and a generated SDK's models, the values illustrative; HubSpot's companies export ('Record ID,Company
name,...,Company owner,Create Date', CRLF line ends, 'Create Date' as '2024-02-01 09:30') from a generator of
HubSpot-shaped files and CRM checkers' tests, the column set a plausible view; a PDF as Office's 'Save as PDF' writes
it ('%PDF-1.7\\r\\n%\\xb5\\xb5\\xb5\\xb5\\r\\n1 0 obj\\r\\n<</Type/Catalog/Pages 2 0 R/Lang(..) /StructTreeRoot ..
/MarkInfo<</Marked true>>/Metadata ..') from a failing extractor's quoted bytes and readers' tests; an OOXML file's
first local header (50 4B 03 04 14 00 06 00 08 00 00 00 21 00, then the CRC, sizes and '[Content_Types].xml') from
file-signature tables and an xlsx's hexdump.  Left out, as they could not be checked: PitchBook's and Dealroom's
exports (Excel, their columns unseen), Affinity's list export (only a third-party CLI's CSV seen), Carta's cap table
export (an Excel workbook, its sheets unseen); the scoring sheet, the pipeline list and the vote tally are typed here
as the team writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
import zlib

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYSEVENTH_VENTURE = ("45 Unseen inputs: an eighty-seventh bar, a venture capital firm's deal team and investment "
                         "committee ranking startups per sector, quarter and fund from partners' scores, traction "
                         "metrics, market data and the committee's votes (Crunchbase's CSV export and API answer, "
                         "HubSpot's companies export, pitch decks as PDF and PPTX, scoring sheets, pipeline lists and "
                         "IC vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['partner_scores', 'traction_metrics', 'market_data', 'ic_votes'],
    items=['company:fintech/ledgerly', 'company:fintech/payloom', 'company:climate/gridmint',
           'company:climate/carbonquay', 'company:healthtech/clinisync', 'company:healthtech/dosewise',
           'company:devtools/stackpilot', 'company:devtools/querynest'],
    queries=['sector:fintech/2026-q1', 'fund:iii/seed', 'quarter:2026-q1/ic-shortlist', 'fund:iv/series-a',
             'sector:climate/2026-q1', 'sector:healthtech/2026-q1'],
    suffix='/follow-ons', generator='deal_scores', judgements='ic_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "deal_scores", "deal_rankings.run")

_RECS3 = ["partner_scores", "traction_metrics", "ic_votes"]
_OUT = ("deal_rankings.run",)
_ONE_RUN = ("sector:fintech/2026-q1 Q0 company:fintech/ledgerly 1 0.9214 ic_votes\n"
            "sector:fintech/2026-q1 Q0 company:fintech/payloom 2 0.8731 ic_votes\n")


# the team's files, as Crunchbase, HubSpot, PowerPoint and the deal team write them
# Crunchbase's organizations export (a saved search, Export to CSV): the name and its URL first, the columns of the
# team's view, money in threes (amount, currency, amount in USD), CB Rank quoted with a thousands comma
_CRUNCHBASE_CSV = (
    "Organization Name,Organization Name URL,Industries,Headquarters Location,Description,CB Rank (Company),"
    "Founded Date,Last Funding Date,Last Funding Type,Number of Funding Rounds,Total Funding Amount,"
    "Total Funding Amount Currency,Total Funding Amount Currency (in USD)\n"
    "Ledgerly,https://www.crunchbase.com/organization/ledgerly,\"Accounting, FinTech, SaaS\",\"London, England, "
    "United Kingdom\",Ledgerly automates month-end close for small finance teams.,\"14,382\",2022-03-01,2025-11-18,"
    "Seed,2,4200000,GBP,5318000\n"
    "GridMint,https://www.crunchbase.com/organization/gridmint,\"Energy, CleanTech, Software\",\"Berlin, Berlin, "
    "Germany\",GridMint forecasts grid congestion for battery operators.,\"22,907\",2021-06-01,2025-09-02,"
    "Series A,3,11500000,EUR,13455000\n"
    "CliniSync,https://www.crunchbase.com/organization/clinisync,\"Health Care, Software\",\"Boston, Massachusetts, "
    "United States\",CliniSync schedules clinical trial visits across sites.,\"31,554\",2023-01-01,2025-12-09,"
    "Pre-Seed,1,1500000,USD,1500000\n")
_CRUNCHBASE_NAME = "crunchbase-export-fintech-climate-2026-02-11.csv"

# Crunchbase's API v4 answer to POST /searches/organizations (field_ids identifier, short_description,
# funding_total, last_funding_type, num_funding_rounds): compact, the values illustrative
_CRUNCHBASE_API = json.dumps({"count": 2, "entities": [
    {"uuid": "4b7e2a90-6d1c-4f35-9a08-2e5c7d1b3f64", "properties": {
        "identifier": {"permalink": "ledgerly", "image_id": "v1487263019/qz8kt2lx0w9b", "uuid":
                       "4b7e2a90-6d1c-4f35-9a08-2e5c7d1b3f64", "entity_def_id": "organization", "value": "Ledgerly"},
        "short_description": "Ledgerly automates month-end close for small finance teams.",
        "funding_total": {"value": 4200000, "currency": "GBP", "value_usd": 5318000},
        "last_funding_type": "seed", "num_funding_rounds": 2}},
    {"uuid": "c19f5e37-0a8b-4d62-b1e4-7f3a9c5d2e08", "properties": {
        "identifier": {"permalink": "gridmint", "image_id": "v1502918374/hf3mw9re6tcp", "uuid":
                       "c19f5e37-0a8b-4d62-b1e4-7f3a9c5d2e08", "entity_def_id": "organization", "value": "GridMint"},
        "short_description": "GridMint forecasts grid congestion for battery operators.",
        "funding_total": {"value": 11500000, "currency": "EUR", "value_usd": 13455000},
        "last_funding_type": "series_a", "num_funding_rounds": 3}}]}, separators=(",", ":"))
_CRUNCHBASE_API_NAME = "crunchbase_search_organizations.json"

# Crunchbase's API v4 answer to GET /entities/organizations/{permalink} (no card_ids: its properties alone)
_CRUNCHBASE_ENTITY = json.dumps({"properties": {
    "identifier": {"permalink": "clinisync", "image_id": "v1517402958/kd2np7yv4sxa", "uuid":
                   "7e03b9d4-5c21-4a8e-9f67-1d4b8e2c6a90", "entity_def_id": "organization", "value": "CliniSync"},
    "short_description": "CliniSync schedules clinical trial visits across sites.", "founded_on": "2023-01-01",
    "num_employees_enum": "c_00011_00050", "funding_total": {"value": 1500000, "currency": "USD",
                                                             "value_usd": 1500000}}}, separators=(",", ":"))
_CRUNCHBASE_ENTITY_NAME = "crunchbase_organization_clinisync.json"

# HubSpot's companies export (Companies > Export, CSV): Record ID and the view's columns, CRLF line ends
_HUBSPOT_CSV = ("Record ID,Company name,Company Domain Name,Company owner,Create Date,Industry,Country/Region\r\n"
                "18240917352,Ledgerly,ledgerly.io,Maya Osei,2025-10-06 14:22,Financial Services,United Kingdom\r\n"
                "18240917398,GridMint,gridmint.de,Jonas Albrecht,2025-08-19 09:05,Renewables & Environment,"
                "Germany\r\n"
                "18251164027,CliniSync,clinisync.com,Maya Osei,2025-11-27 16:48,Hospital & Health Care,"
                "United States\r\n")
_HUBSPOT_NAME = "hubspot-crm-exports-deal-flow-companies-2026-02-11.csv"


# a pitch deck as PowerPoint's 'Save as PDF' writes it: the header, the binary comment of four 0xB5 bytes, the
# catalog object first (CRLF line ends); the pages, the streams and the xref left out
def _deck_pdf() -> bytes:
    return (b"%PDF-1.7\r\n%\xb5\xb5\xb5\xb5\r\n1 0 obj\r\n<</Type/Catalog/Pages 2 0 R/Lang(en-GB) /StructTreeRoot "
            b"38 0 R/MarkInfo<</Marked true>>/Metadata 214 0 R/ViewerPreferences 215 0 R>>\r\nendobj\r\n")


# a pitch deck as PowerPoint saves it (PPTX, an OOXML package): the first local file header as Office writes it
# (version 2.0, flags 0x0006, deflate, the time 00:00 and date 1980-01-01), '[Content_Types].xml' deflated; the
# parts after it left out
def _deck_pptx() -> bytes:
    types = (b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Types xmlns="http://schemas.openxmlformats'
             b'.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default '
             b'Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override '
             b'PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.'
             b'presentationml.presentation.main+xml"/></Types>')
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packer.compress(types) + packer.flush()
    name = b"[Content_Types].xml"
    return (b"PK\x03\x04" + struct.pack("<HHHHHIIIHH", 20, 6, 8, 0, 0x21, zlib.crc32(types), len(data), len(types),
                                        len(name), 0) + name + data)


_DECK_PDF = _deck_pdf()
_DECK_PDF_NAME = "Ledgerly_Seed_Deck_Nov2025.pdf"
_DECK_PPTX = _deck_pptx()
_DECK_PPTX_NAME = "GridMint_Series_A_Deck.pptx"

# the partners' scoring sheet as the associate types it after the partners' meeting: deal code, partner's
# initials, team, market, product, overall: six fields a line
_SCORING_SHEET = ("LDG-0417 mo 8 7 9 8.0\nLDG-0417 ja 7 8 8 7.5\nGRM-0388 mo 9 8 7 8.0\nCLS-1102 rk 6 7 6 6.5\n"
                  "PLM-0925 ja 7 9 7 7.5\n")
# the analysts' pipeline list as typed for the Monday meeting: stage, company, sector, owner: four fields a line
_PIPELINE_LIST = ("term-sheet ledgerly fintech mo\nsecond-meeting gridmint climate ja\n"
                  "first-call clinisync healthtech rk\ndiligence payloom fintech ja\n")
# the committee's vote tally as the secretary types it: meeting, company, for, against, abstain, decision: six
# fields a line
_VOTE_TALLY = ("IC-2026-03 ledgerly 5 1 0 invest\nIC-2026-03 gridmint 4 2 0 invest\n"
               "IC-2026-03 clinisync 2 3 1 pass\nIC-2026-04 payloom 3 3 0 defer\n")


def eightyseventh_bar_venture_cases() -> list[Case]:
    G = EIGHTYSEVENTH_VENTURE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="deal_scores", judgements="ic_decisions", runs=_RECS3,
        stem="deal_rankings", outputs=_OUT, item="company", rounded="market_data",
        weights="{'partner_scores': 1.5, 'traction_metrics': 1.0, 'market_data': 0.5, 'ic_votes': 2.0}",
        lone_query="R['partner_scores']['sector:deeptech/2026-q1'] = "
                   "{'company:devtools/stackpilot': 0.9, 'company:devtools/querynest': 0.4}\n",
        trust="partner_scores 1\ntraction_metrics 1\nic_votes 2\n",
        trust_dict="{'partner_scores': 1, 'traction_metrics': 1, 'ic_votes': 2}",
        texts={
            "rrf": ("u87a_rrf_deal_scores",
                    "rankagg.fuse({source: {sector, quarter or fund: {company: score}}}, method='rrf'): the "
                    "partners' scores, the traction metrics, the market data and the committee's votes, six "
                    "rankings ('sector:fintech/2026-q1'), startups as 'company:fintech/ledgerly'"),
            "borda": ("u87a_borda_company_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a startup sourced late that no partner scored yet and "
                      "the market data lacks, so some sources have no score for it"),
            "combsum": ("u87a_combsum_rounded_market_data",
                        "rankagg.fuse(..., method='combsum'): the market data as market-size bands at one decimal "
                        "(many ties), beside the partners' scores and the traction metrics"),
            "fuser": ("u87a_weighted_fuser_ic_votes",
                      "rankagg.Fuser('rrf', weights=...) per sector and fund: the committee's votes count 2, as the "
                      "fund's agreement gives the investment committee the last word"),
            "frame": ("u87a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the deal team's sheet, a "
                      "row per sector, startup and source"),
            "evaluate": ("u87a_evaluate_ic_decisions",
                         "rankagg.evaluate(fused ranking, the committee's decisions, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the startups the fund invested in first"),
            "lone": ("u87a_deeptech_sector_only_partner_scores",
                     "rankagg.fuse(..., method='rrf'): a deep-tech slice only the partners have scored (no traction "
                     "yet), beside sectors every source covers"),
            "cli_rrf": ("u87a_cli_rrf_runs",
                        "rankagg fuse partner_scores.run traction_metrics.run ic_votes.run --method rrf -o "
                        "deal_rankings.run: one run per source, sectors, quarters and funds as queries"),
            "cli_borda": ("u87a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the committee's "
                          "votes count double)"),
            "cli_combsum": ("u87a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four startups taken to the committee "
                            "per fund"),
            "cli_evaluate": ("u87a_cli_evaluate_ic_decisions_qrels",
                             "rankagg evaluate deal_rankings.run --qrels ic_decisions.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the committee's decisions (0-2)"),
            "cli_parquet": ("u87a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o deal_rankings.parquet: gzipped runs from the "
                            "platform team's scripts, a Parquet table for the partners' notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u87a_crunchbase_csv_as_run", "Crunchbase's organizations export (Organization Name, Organization Name URL, "
         "Industries, ... Total Funding Amount Currency (in USD))", _CRUNCHBASE_NAME, _CRUNCHBASE_CSV, "Crunchbase",
         named_at(_CRUNCHBASE_NAME, _CRUNCHBASE_CSV)),
        ("u87a_crunchbase_api_json_as_run", "Crunchbase's API v4 search answer (count, entities: uuid, properties: "
         "identifier, short_description, funding_total, last_funding_type)", _CRUNCHBASE_API_NAME, _CRUNCHBASE_API,
         "Crunchbase", f"{_CRUNCHBASE_API_NAME}:1"),
        ("u87a_crunchbase_entity_json_as_run", "Crunchbase's API v4 organization answer (properties: identifier, "
         "short_description, founded_on, num_employees_enum, funding_total)", _CRUNCHBASE_ENTITY_NAME,
         _CRUNCHBASE_ENTITY, "Crunchbase", f"{_CRUNCHBASE_ENTITY_NAME}:1"),
        ("u87a_hubspot_companies_csv_as_run", "HubSpot's companies export (Record ID, Company name, Company Domain "
         "Name, Company owner, Create Date, ...)", _HUBSPOT_NAME, _HUBSPOT_CSV, "HubSpot",
         named_at(_HUBSPOT_NAME, _HUBSPOT_CSV)),
        ("u87a_pitch_deck_pdf_as_run", "a pitch deck as PowerPoint saves it to PDF (%PDF-1.7, the binary comment, the "
         "catalog)", _DECK_PDF_NAME, _DECK_PDF, "PDF", _DECK_PDF_NAME),
        ("u87a_pitch_deck_pptx_as_run", "a pitch deck as a PPTX (an OOXML package: PK 03 04, '[Content_Types].xml' "
         "first)", _DECK_PPTX_NAME, _DECK_PPTX, "PowerPoint", _DECK_PPTX_NAME),
        ("u87a_scoring_sheet_as_run", "the partners' scoring sheet as typed (six fields a line: deal code, partner, "
         "team, market, product, overall)", "partner_scores_fintech_q1.txt", _SCORING_SHEET, "scoring sheet",
         "partner_scores_fintech_q1.txt:1"),
        ("u87a_pipeline_list_as_run", "the analysts' pipeline list as typed for the Monday meeting (four fields a "
         "line: stage, company, sector, owner)", "pipeline_2026-02-09.txt", _PIPELINE_LIST, "pipeline list",
         "pipeline_2026-02-09.txt:1"),
        ("u87a_vote_tally_as_run", "the committee's vote tally as the secretary types it (six fields a line: "
         "meeting, company, for, against, abstain, decision)", "ic_votes_2026-03.txt", _VOTE_TALLY, "vote tally",
         "ic_votes_2026-03.txt:1")],
        one_run=("ic_votes.run", _ONE_RUN), stem="deal_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a scoring sheet's six are a deal code, a "
                 "partner, three marks and the overall, not a run's; the file is the field's own, named by what it "
                 "is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a pitch deck's PDF or PPTX read as lines gives no ranking: named by what it "
                   "is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u87a_vote_tally_as_qrels", "ic_votes_2026-03.txt", _VOTE_TALLY, "vote tally"),
        ("u87a_pipeline_list_as_qrels", "pipeline_2026-02-09.txt", _PIPELINE_LIST, "pipeline list"),
        ("u87a_crunchbase_csv_as_qrels", _CRUNCHBASE_NAME, _CRUNCHBASE_CSV, "Crunchbase"),
        ("u87a_hubspot_companies_csv_as_qrels", _HUBSPOT_NAME, _HUBSPOT_CSV, "HubSpot")],
        one_run=("ic_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u87a_out_pitch_deck_pdf", "Fund_III_Q1_Shortlist_Deck.pdf", "a pitch deck saved as PDF"),
        ("u87a_out_ic_memo_pptx", "IC_Memo_2026-Q1.pptx", "an IC memo deck (PowerPoint)"),
        ("u87a_out_cap_table_xlsx", "Ledgerly_Cap_Table.xlsx", "a cap table workbook (Excel)"),
        ("u87a_out_crunchbase_json", "crunchbase_organizations_fintech.json", "a saved Crunchbase API answer")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=87"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u87a_api_crunchbase_search_dict",
            "rankagg.fuse(json.load(crunchbase_search_organizations.json)): Crunchbase's API v4 search answer, "
            "loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Crunchbase", why="a run maps a query to {document: score}; a Crunchbase search answer is a count and a "
            "list of organizations (uuid, identifier, description, funding total, last funding type)",
            files={"r.json": _CRUNCHBASE_API}),
        bad("u87a_api_crunchbase_frame",
            "rankagg.fuse(pd.read_csv(crunchbase-export.csv)): Crunchbase's organizations export (Organization Name, "
            "Organization Name URL, ... Total Funding Amount) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Crunchbase", why="a table of runs has qid, docid, run and score columns; a Crunchbase export has an "
            "organization a row (its name, URL, industries, CB Rank and funding)",
            files={"r.csv": _CRUNCHBASE_CSV}),
    ]
    return cases
