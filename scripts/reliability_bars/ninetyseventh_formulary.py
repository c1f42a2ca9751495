"""Issue 45's ninety-seventh bar of scripts/reliability_matrix.py, a hospital's pharmacy and therapeutics (P&T)
committee and its formulary pharmacists, ranking drugs per therapeutic class, indication, quarter and committee vote
from cost, efficacy evidence, pharmacists' ratings and the members' votes (its cases, ids ``u97a_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each therapeutic class, indication, quarter's review or committee vote
(``class:anticoagulants/2026Q1``, the class then the quarter; ``indication:nonvalvular-af/2026Q1``;
``vote:2026-03/item-07``, the meeting's month and its agenda item) is a query and each drug a document
(``drug:anticoagulants/rxcui/1364430``, the class it is reviewed in, then its RxNorm concept id); the runs are the
formulary pharmacists' ratings, the members' votes, the efficacy evidence (graded by the drug information service)
and the cost scores (from acquisition costs), turned to scores in [0, 1] at four decimals.  They are fused with RRF,
Borda and CombSUM, the members' votes weighted highest (the committee's charter gives the vote the last word), and
judged against the committee's decisions (2 added to the formulary, 1 added with restrictions, 0 not added).  The
mistakes and odd files: the field's own files given where runs or qrels are read (RxNorm's RXNCONSO.RRF, the FDA NDC
directory's product.txt, a NADAC weekly file (CSV), openFDA's adverse event count answer (JSON), a DailyMed SPL label
(XML), a FHIR R4 MedicationKnowledge resource (JSON), a monograph as PDF, CMS's Part D basic drugs formulary file, the
pharmacists' rating sheet, a member's ballot and the vote tally as the committee's secretary types them), and outputs
named for the field's files (RxNorm's .RRF, a FHIR bulk export's .ndjson, a monograph's .pdf, DailyMed's SPL
<setid>.xml).
(Checked: RXNCONSO.RRF's eighteen pipe-delimited columns, RXCUI|LAT|TS|LUI|STT|SUI|ISPREF|RXAUI|SAUI|SCUI|SDUI|SAB|
TTY|CODE|STR|SRL|SUPPRESS|CVF, with a trailing pipe and no header, from NLM's MySQL load scripts shipped in an RxNorm
release (monarch-initiative/MAxO) and parsers' sample lines ('141962|ENG||||||944489|944489|141962||RXNORM|SCD|...
||N|4096|'); the NDC directory's product.txt, tab-delimited with a header of PRODUCTID, PRODUCTNDC, PRODUCTTYPENAME,
PROPRIETARYNAME, PROPRIETARYNAMESUFFIX, NONPROPRIETARYNAME, DOSAGEFORMNAME, ROUTENAME, STARTMARKETINGDATE,
ENDMARKETINGDATE, MARKETINGCATEGORYNAME, APPLICATIONNUMBER, LABELERNAME, SUBSTANCENAME, ACTIVE_NUMERATOR_STRENGTH,
ACTIVE_INGRED_UNIT, PHARM_CLASSES, DEASCHEDULE, NDC_EXCLUDE_FLAG, LISTING_RECORD_CERTIFIED_THROUGH, from loaders of
ndctext.zip and a table script (ProductID as the product NDC, '_' and the SPL's document id); NADAC's CSV header
('NDC Description,NDC,NADAC Per Unit,Effective Date,Pricing Unit,Pharmacy Type Indicator,OTC,Explanation Code,
Classification for Rate Setting,Corresponding Generic Drug NADAC Per Unit,Corresponding Generic Drug Effective Date,
As of Date'), its rows ('...,12/18/2024,EA,C/I,Y,1,G,,,01/01/2025') from sagerx's load script and importers' tests;
openFDA's answer (meta: disclaimer, terms, license, last_updated; a count query's results as term and count; the
API's two-space indentation) from openFDA's docs and clients' fixtures; the DailyMed SPL's prolog, stylesheet
instruction and root (document in urn:hl7-org:v3 with spl.xsd, id, code 34391-3 'HUMAN PRESCRIPTION DRUG LABEL',
title, effectiveTime, setId, versionNumber, a section coded 34084-4 'ADVERSE REACTIONS') from SPL files quoted in
readers' code; FHIR R4 MedicationKnowledge's elements (code, status, doseForm, synonym, cost with type, source and
Money, medicineClassification) from R4 models' fields; CMS's basic drugs formulary file ('FORMULARY_ID|
FORMULARY_VERSION|CONTRACT_YEAR|RXCUI|NDC|TIER_LEVEL_VALUE|QUANTITY_LIMIT_YN|QUANTITY_LIMIT_AMOUNT|
QUANTITY_LIMIT_DAYS|PRIOR_AUTHORIZATION_YN|STEP_THERAPY_YN|SELECTED_DRUG_YN', its name 'basic drugs formulary file
20250630.txt') from loaders of the quarterly PUF.  The PDF's header ('%PDF-1.7', a comment of four high bytes, then
objects, xref and trailer) is the PDF reference's, common knowledge.  Illustrative, not checked: the RXCUIs, NDCs,
SPL ids, costs and counts here; NADAC's download file name; whether a FHIR server indents its JSON.  Left out, as
they could not be checked: Lexicomp's, Micromedex's and First Databank's exports, a P&T committee's e-voting
tool's exports, the hospital's own formulary management system's files; the rating sheet, the ballot and the vote
tally are typed here as the secretary writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYSEVENTH_FORMULARY = ("45 Unseen inputs: a ninety-seventh bar, a hospital's pharmacy and therapeutics committee "
                           "and its formulary pharmacists ranking drugs per therapeutic class, indication, quarter "
                           "and committee vote from cost, efficacy evidence, pharmacists' ratings and members' votes "
                           "(RxNorm's RRF, the NDC directory's product.txt, NADAC's CSV, openFDA's JSON, DailyMed's "
                           "SPL, FHIR's MedicationKnowledge, monograph PDFs, CMS's Part D formulary file, rating "
                           "sheets, ballots and vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['pharmacist_ratings', 'member_votes', 'efficacy_evidence', 'cost_scores'],
    items=['drug:anticoagulants/rxcui/1364430', 'drug:anticoagulants/rxcui/1114195',
           'drug:anticoagulants/rxcui/1546356', 'drug:anticoagulants/rxcui/1599538',
           'drug:anticoagulants/rxcui/11289', 'drug:sglt2-inhibitors/rxcui/1545653',
           'drug:sglt2-inhibitors/rxcui/1488564', 'drug:anticoagulants/rxcui/67108'],
    queries=['class:anticoagulants/2026Q1', 'indication:nonvalvular-af/2026Q1', 'vote:2026-03/item-07',
             'class:sglt2-inhibitors/2026Q1', 'indication:vte-prophylaxis/2026Q2', 'vote:2026-06/item-03'],
    suffix='/addendum', generator='formulary_scores', judgements='committee_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "formulary_scores", "formulary_rankings.run")

_RECS3 = ["pharmacist_ratings", "member_votes", "efficacy_evidence"]
_OUT = ("formulary_rankings.run",)
_ONE_RUN = ("class:anticoagulants/2026Q1 Q0 drug:anticoagulants/rxcui/1364430 1 0.9184 member_votes\n"
            "class:anticoagulants/2026Q1 Q0 drug:anticoagulants/rxcui/1114195 2 0.8721 member_votes\n")


# the team's files, as NLM, the FDA, CMS, openFDA, DailyMed, the FHIR server and the committee's secretary write them
# RxNorm's concept file from the monthly release (rrf/RXNCONSO.RRF): no header, eighteen fields a line, each ended by
# a pipe (so a trailing pipe), the ingredient, a clinical drug and a brand name
_RXNCONSO = ("1364430|ENG||||||5838966|5838966|1364430||RXNORM|IN|1364430|apixaban||N|4096|\n"
             "1364445|ENG||||||5838981|5838981|1364445||RXNORM|SCD|1364445|apixaban 5 MG Oral Tablet||N|4096|\n"
             "1364441|ENG||||||5838977|5838977|1364441||RXNORM|BN|1364441|Eliquis||N|4096|\n")
_RXNCONSO_NAME = "RXNCONSO.RRF"

# the FDA NDC directory's product file (ndctext.zip, product.txt): tab-delimited, a header, a row per product
_PRODUCT_TXT = (
    "PRODUCTID\tPRODUCTNDC\tPRODUCTTYPENAME\tPROPRIETARYNAME\tPROPRIETARYNAMESUFFIX\tNONPROPRIETARYNAME\t"
    "DOSAGEFORMNAME\tROUTENAME\tSTARTMARKETINGDATE\tENDMARKETINGDATE\tMARKETINGCATEGORYNAME\tAPPLICATIONNUMBER\t"
    "LABELERNAME\tSUBSTANCENAME\tACTIVE_NUMERATOR_STRENGTH\tACTIVE_INGRED_UNIT\tPHARM_CLASSES\tDEASCHEDULE\t"
    "NDC_EXCLUDE_FLAG\tLISTING_RECORD_CERTIFIED_THROUGH\n"
    "0003-0894_5c1d9e2a-7b43-4f0e-9a86-3e2d1c0b7f54\t0003-0894\tHUMAN PRESCRIPTION DRUG\tEliquis\t\tapixaban\t"
    "TABLET, FILM COATED\tORAL\t20121228\t\tNDA\tNDA202155\tE.R. Squibb & Sons, L.L.C.\tAPIXABAN\t5\tmg/1\t"
    "Factor Xa Inhibitor [EPC], Factor Xa Inhibitors [MoA]\t\tN\t20261231\n"
    "50458-579_8e2f4a61-0c3d-4b7e-a915-6d2c8b0f1e37\t50458-579\tHUMAN PRESCRIPTION DRUG\tXarelto\t\trivaroxaban\t"
    "TABLET, FILM COATED\tORAL\t20110701\t\tNDA\tNDA022406\tJanssen Pharmaceuticals, Inc.\tRIVAROXABAN\t20\tmg/1\t"
    "Factor Xa Inhibitor [EPC], Factor Xa Inhibitors [MoA]\t\tN\t20261231\n")
_PRODUCT_NAME = "product.txt"

# a NADAC weekly file (data.medicaid.gov, National Average Drug Acquisition Cost, CSV download): a header, a row per
# NDC and effective date; B brand, G generic
_NADAC_CSV = ("NDC Description,NDC,NADAC Per Unit,Effective Date,Pricing Unit,Pharmacy Type Indicator,OTC,"
              "Explanation Code,Classification for Rate Setting,Corresponding Generic Drug NADAC Per Unit,"
              "Corresponding Generic Drug Effective Date,As of Date\n"
              "ELIQUIS 5 MG TABLET,00003089421,9.41873,12/17/2025,EA,C/I,N,1,B,,,01/07/2026\n"
              "XARELTO 20 MG TABLET,50458057930,17.92316,12/17/2025,EA,C/I,N,1,B,,,01/07/2026\n"
              "WARFARIN SODIUM 5 MG TABLET,00093172101,0.07148,12/17/2025,EA,C/I,N,1,G,,,01/07/2026\n")
_NADAC_NAME = "nadac-national-average-drug-acquisition-cost-2026-01-07.csv"

# openFDA's adverse event count answer (GET api.fda.gov/drug/event.json?search=patient.drug.openfda.generic_name:
# "apixaban"&count=patient.reaction.reactionmeddrapt.exact): meta, then a term and count per reaction, as the API
# indents it; the counts illustrative
_OPENFDA = json.dumps({
    "meta": {"disclaimer": "Do not rely on openFDA to make decisions regarding medical care. While we make every "
                           "effort to ensure that data is accurate, you should assume all results are unvalidated. "
                           "We may limit or otherwise restrict your access to the API in line with our Terms of "
                           "Service.",
             "terms": "https://open.fda.gov/terms/", "license": "https://open.fda.gov/license/",
             "last_updated": "2026-01-27"},
    "results": [{"term": "GASTROINTESTINAL HAEMORRHAGE", "count": 8412}, {"term": "HAEMORRHAGE", "count": 5977},
                {"term": "CEREBROVASCULAR ACCIDENT", "count": 4310}, {"term": "ANAEMIA", "count": 3168}]},
    indent=2) + "\n"
_OPENFDA_NAME = "openfda_event_apixaban_reactions.json"

# a DailyMed SPL label (DailyMed's web service, spls/{setid}.xml): the prolog, FDA's stylesheet instruction, the root
# on line 3; trimmed to the header and one section
_SPL_SETID = "0b4b8c3d-2e61-4f7a-9d15-8a3c6e2f1b90"
_SPL = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<?xml-stylesheet href="https://www.accessdata.fda.gov/spl/stylesheet/spl.xsl" type="text/xsl"?>\n'
        '<document xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
        'xsi:schemaLocation="urn:hl7-org:v3 https://www.accessdata.fda.gov/spl/schema/spl.xsd">\n'
        '  <id root="7d3e9f12-5a8b-4c61-b0e4-2f9a1d6c3e85"/>\n'
        '  <code code="34391-3" codeSystem="2.16.840.1.113883.6.1" displayName="HUMAN PRESCRIPTION DRUG LABEL"/>\n'
        "  <title>ELIQUIS (apixaban) tablets, for oral use</title>\n"
        '  <effectiveTime value="20251114"/>\n'
        f'  <setId root="{_SPL_SETID}"/>\n'
        '  <versionNumber value="41"/>\n'
        "  <component>\n"
        "    <structuredBody>\n"
        "      <component>\n"
        "        <section>\n"
        '          <code code="34084-4" codeSystem="2.16.840.1.113883.6.1" displayName="ADVERSE REACTIONS SECTION"/>\n'
        "          <title>6 ADVERSE REACTIONS</title>\n"
        "          <text><paragraph>The most common adverse reactions were bleeding.</paragraph></text>\n"
        "        </section>\n"
        "      </component>\n"
        "    </structuredBody>\n"
        "  </component>\n"
        "</document>\n")
_SPL_NAME = f"{_SPL_SETID}.xml"

# a FHIR R4 MedicationKnowledge resource as the hospital's FHIR server answers (GET MedicationKnowledge/{id}):
# resourceType first; the ids and cost illustrative
_FHIR = json.dumps({
    "resourceType": "MedicationKnowledge", "id": "apixaban-5mg-tab",
    "code": {"coding": [{"system": "http://www.nlm.nih.gov/research/umls/rxnorm", "code": "1364445",
                         "display": "apixaban 5 MG Oral Tablet"}]},
    "status": "active",
    "doseForm": {"coding": [{"system": "http://snomed.info/sct", "code": "385055001", "display": "Tablet"}]},
    "synonym": ["Eliquis"],
    "cost": [{"type": {"text": "acquisition cost per unit"}, "source": "CMS NADAC",
              "cost": {"value": 9.42, "currency": "USD"}}],
    "medicineClassification": [{"type": {"text": "formulary class"},
                                "classification": [{"text": "Anticoagulants, factor Xa inhibitors"}]}]},
    indent=2) + "\n"
_FHIR_NAME = "MedicationKnowledge-apixaban-5mg-tab.json"


# a drug monograph for the committee (PDF, as a word processor exports it): the header, the comment of four high
# bytes, a catalog, a page tree and one page, the cross-reference table and the trailer; the text left out
def _monograph_pdf() -> bytes:
    head = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"
    objs = [b"1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n",
            b"2 0 obj\n<</Type/Pages/Kids[3 0 R]/Count 1>>\nendobj\n",
            b"3 0 obj\n<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>\nendobj\n"]
    body, offsets = head, []
    for obj in objs:
        offsets.append(len(body))
        body += obj
    xref = b"xref\n0 4\n0000000000 65535 f \n" + b"".join(b"%010d 00000 n \n" % o for o in offsets)
    return body + xref + b"trailer\n<</Size 4/Root 1 0 R>>\nstartxref\n%d\n%%%%EOF\n" % len(body)


_PDF = _monograph_pdf()
_PDF_NAME = "Monograph_apixaban_PT_2026-03.pdf"

# CMS's Part D basic drugs formulary file (the quarterly PUF): pipe-delimited, a header, a row per formulary and NDC;
# the tier a plan's cost-share level, not a grade
_PARTD = ("FORMULARY_ID|FORMULARY_VERSION|CONTRACT_YEAR|RXCUI|NDC|TIER_LEVEL_VALUE|QUANTITY_LIMIT_YN|"
          "QUANTITY_LIMIT_AMOUNT|QUANTITY_LIMIT_DAYS|PRIOR_AUTHORIZATION_YN|STEP_THERAPY_YN|SELECTED_DRUG_YN\n"
          "00026411|12|2026|1364445|00003089421|3|Y|60|30|N|N|Y\n"
          "00026411|12|2026|1232086|50458057930|3|Y|30|30|N|N|Y\n"
          "00026411|12|2026|855332|00093172101|1|N|||N|N|N\n")
_PARTD_NAME = "basic drugs formulary file 20260331.txt"

# the pharmacists' rating sheet as the secretary types it from the paper forms: RXCUI, pharmacist's initials,
# efficacy, safety, cost, overall: six fields a line
_RATING_SHEET = ("1364430 jk 9 8 6 8.0\n1114195 jk 8 7 5 7.0\n1546356 mr 7 6 6 6.5\n1599538 mr 7 7 7 7.0\n"
                 "11289 tl 6 5 10 6.5\n")
# a member's ballot as typed for the meeting: member, place, RXCUI, drug: four fields a line
_BALLOT = ("okafor 1 1364430 apixaban\nokafor 2 1114195 rivaroxaban\nokafor 3 1599538 edoxaban\n"
           "okafor 4 11289 warfarin\n")
# the vote tally per agenda item as the secretary types it: item, RXCUI, yes, no, abstain, share of yes: six fields
_TALLY = ("item-07 1364430 11 2 1 0.79\nitem-07 1114195 6 7 1 0.43\nitem-08 1545653 12 1 1 0.86\n"
          "item-08 1488564 9 4 1 0.64\n")


def ninetyseventh_bar_formulary_cases() -> list[Case]:
    G = NINETYSEVENTH_FORMULARY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="formulary_scores", judgements="committee_decisions", runs=_RECS3,
        stem="formulary_rankings", outputs=_OUT, item="drug", rounded="pharmacist_ratings",
        weights="{'pharmacist_ratings': 1.0, 'member_votes': 2.0, 'efficacy_evidence': 1.5, 'cost_scores': 0.5}",
        lone_query="R['cost_scores']['quarter:2026Q2/biosimilar-interchange'] = "
                   "{'drug:anticoagulants/rxcui/67108': 0.9, 'drug:anticoagulants/rxcui/11289': 0.4}\n",
        trust="pharmacist_ratings 1\nmember_votes 2\nefficacy_evidence 1\n",
        trust_dict="{'pharmacist_ratings': 1, 'member_votes': 2, 'efficacy_evidence': 1}",
        texts={
            "rrf": ("u97a_rrf_formulary_scores",
                    "rankagg.fuse({source: {class, indication or vote: {drug: score}}}, method='rrf'): the "
                    "pharmacists' ratings, the members' votes, the efficacy evidence and the cost scores, six "
                    "rankings ('class:anticoagulants/2026Q1'), drugs as 'drug:anticoagulants/rxcui/1364430'"),
            "borda": ("u97a_borda_drug_not_rated_by_all",
                      "rankagg.fuse(..., method='borda'): a drug added to the agenda late, which some members did "
                      "not vote on and one pharmacist did not rate, so some sources have no score for it"),
            "combsum": ("u97a_combsum_rounded_pharmacist_ratings",
                        "rankagg.fuse(..., method='combsum'): the pharmacists' ratings at one decimal (many ties), "
                        "beside the members' votes and the efficacy evidence"),
            "fuser": ("u97a_weighted_fuser_member_votes",
                      "rankagg.Fuser('rrf', weights=...) per class and indication: the members' votes count 2, as "
                      "the committee's charter gives the vote the last word"),
            "frame": ("u97a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the formulary pharmacist's "
                      "sheet, a row per class, drug and source"),
            "evaluate": ("u97a_evaluate_committee_decisions",
                         "rankagg.evaluate(fused ranking, the committee's decisions, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the drugs the committee added first"),
            "lone": ("u97a_biosimilar_review_only_cost_scores",
                     "rankagg.fuse(..., method='rrf'): the biosimilar interchange review, which only the cost "
                     "scores cover, beside classes every source covers"),
            "cli_rrf": ("u97a_cli_rrf_runs",
                        "rankagg fuse pharmacist_ratings.run member_votes.run efficacy_evidence.run --method rrf -o "
                        "formulary_rankings.run: one run per source, classes, indications and votes as queries"),
            "cli_borda": ("u97a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the members' votes "
                          "count double)"),
            "cli_combsum": ("u97a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four drugs per class the committee "
                            "reviews"),
            "cli_evaluate": ("u97a_cli_evaluate_committee_decisions_qrels",
                             "rankagg evaluate formulary_rankings.run --qrels committee_decisions.qrels -m "
                             "ndcg_cut.5 -m map: the fused ranking against the committee's decisions (0-2)"),
            "cli_parquet": ("u97a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o formulary_rankings.parquet: gzipped runs from the "
                            "pharmacy's scripts, a Parquet table for the formulary pharmacist's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u97a_rxnconso_rrf_as_run", "RxNorm's concept file RXNCONSO.RRF (RXCUI|LAT|TS|... |SAB|TTY|CODE|STR|SRL|"
         "SUPPRESS|CVF|, no header)", _RXNCONSO_NAME, _RXNCONSO, "RxNorm", named_at(_RXNCONSO_NAME, _RXNCONSO)),
        ("u97a_ndc_product_txt_as_run", "the FDA NDC directory's product.txt (PRODUCTID, PRODUCTNDC, PRODUCTTYPENAME, "
         "... LISTING_RECORD_CERTIFIED_THROUGH, tab-delimited)", _PRODUCT_NAME, _PRODUCT_TXT, "NDC",
         named_at(_PRODUCT_NAME, _PRODUCT_TXT)),
        ("u97a_nadac_csv_as_run", "a NADAC weekly file (NDC Description, NDC, NADAC Per Unit, Effective Date, ... "
         "As of Date)", _NADAC_NAME, _NADAC_CSV, "NADAC", named_at(_NADAC_NAME, _NADAC_CSV)),
        ("u97a_openfda_event_json_as_run", "openFDA's adverse event count answer (meta: disclaimer, terms, license, "
         "last_updated; results: term, count)", _OPENFDA_NAME, _OPENFDA, "openFDA", f"{_OPENFDA_NAME}:1"),
        ("u97a_dailymed_spl_xml_as_run", "a DailyMed SPL label (document in urn:hl7-org:v3, code 34391-3, setId, "
         "versionNumber, sections)", _SPL_NAME, _SPL, "SPL", named_at(_SPL_NAME, _SPL)),
        ("u97a_fhir_medicationknowledge_as_run", "a FHIR R4 MedicationKnowledge resource (resourceType, code, status, "
         "doseForm, cost, medicineClassification)", _FHIR_NAME, _FHIR, "FHIR", f"{_FHIR_NAME}:1"),
        ("u97a_monograph_pdf_as_run", "a drug monograph for the committee (PDF: '%PDF-1.7', objects, xref, trailer)",
         _PDF_NAME, _PDF, "PDF", _PDF_NAME),
        ("u97a_rating_sheet_as_run", "the pharmacists' rating sheet as typed (six fields a line: RXCUI, pharmacist, "
         "efficacy, safety, cost, overall)", "ratings_anticoag_2026Q1.txt", _RATING_SHEET, "rating sheet",
         "ratings_anticoag_2026Q1.txt:1"),
        ("u97a_ballot_as_run", "a member's ballot as typed for the meeting (four fields a line: member, place, "
         "RXCUI, drug)", "ballot_okafor_item07.txt", _BALLOT, "ballot", "ballot_okafor_item07.txt:1"),
        ("u97a_vote_tally_as_run", "the vote tally as the committee's secretary types it (six fields a line: item, "
         "RXCUI, yes, no, abstain, share of yes)", "vote_tally_2026-03.txt", _TALLY, "vote tally",
         "vote_tally_2026-03.txt:1")],
        one_run=("member_votes.run", _ONE_RUN), stem="formulary_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a rating sheet's six are an RXCUI, a "
                 "pharmacist, three marks and the overall, not a run's; the file is the field's own, named by what "
                 "it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a monograph's PDF read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u97a_ballot_as_qrels", "ballot_okafor_item07.txt", _BALLOT, "ballot"),
        ("u97a_vote_tally_as_qrels", "vote_tally_2026-03.txt", _TALLY, "vote tally"),
        ("u97a_partd_formulary_file_as_qrels", _PARTD_NAME, _PARTD, "Part D"),
        ("u97a_nadac_csv_as_qrels", _NADAC_NAME, _NADAC_CSV, "NADAC")],
        one_run=("member_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u97a_out_rxnorm_rrf", "FORMULARY_2026Q1.RRF", "an RxNorm release file (RRF)"),
        ("u97a_out_fhir_ndjson", "MedicationKnowledge.ndjson", "a FHIR bulk export's NDJSON file"),
        ("u97a_out_monograph_pdf", "Monograph_anticoagulants_2026Q1.pdf", "a drug monograph (PDF)"),
        ("u97a_out_dailymed_spl_xml", "4e7a2c19-8b3d-4f60-a1e5-9c0d2b6f3a71.xml", "a DailyMed SPL label")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=97"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u97a_api_openfda_event_dict",
            "rankagg.fuse(json.load(openfda_event_apixaban_reactions.json)): openFDA's adverse event count answer, "
            "loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "openFDA", why="a run maps a query to {document: score}; openFDA's answer is a meta block (disclaimer, "
            "terms, license, last updated) and a list of reaction terms with report counts for one drug",
            files={"r.json": _OPENFDA}),
        bad("u97a_api_nadac_frame",
            "rankagg.fuse(pd.read_csv(nadac.csv)): a NADAC weekly file (NDC Description, NDC, NADAC Per Unit, ... As "
            "of Date) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "NADAC", why="a table of runs has qid, docid, run and score columns; a NADAC file has an NDC a row (its "
            "description, the acquisition cost per unit, the dates, brand or generic), prices, not scores",
            files={"r.csv": _NADAC_CSV}),
    ]
    return cases
