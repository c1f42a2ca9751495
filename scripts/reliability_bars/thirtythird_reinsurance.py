"""Issue 45's thirty-third bar of scripts/reliability_matrix.py, a reinsurer's pricing team ranking treaties and
cedants' submissions per line of business and renewal across catastrophe models and underwriters (its cases, ids
``u33e_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by the lead, in a later session, before any of its recognisers existed.)

The team's day: each line of business and renewal date (``lob:property-cat/2027-01-01``) is a query and each treaty
submitted by a cedant a document (``trty:C0417/CATXL-L1@2027``); the runs are RMS's model, Verisk's, the in-house Oasis
model's and the underwriters' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM,
weighted by each model's record, and judged against what the renewal wrote (2 written at the share quoted, 1 at a
reduced share, 0 declined).  The mistakes and odd files: the field's own files given where runs or qrels are read (an
ACORD P&C message, an ACORD Reinsurance & Large Commercial contract, a CAS loss reserve triangle, a claims bordereau,
an OED location file, an Oasis event loss table, an RMS event loss table, a year event loss table, a Solvency II QRT
in xBRL-CSV, an RMS EDM's SQL Server data file), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import (files_as_qrels, files_as_runs, output_named_as_asked, outputs_named_for, seeded_day,
                       team_day_cases)

THIRTYTHIRD_REINSURANCE = ("45 Unseen inputs: a thirty-third bar, a reinsurer's pricing team ranking treaties and "
                           "cedants' submissions per line of business and renewal across catastrophe models and "
                           "underwriters (ACORD, CAS triangles, bordereaux, OED, Oasis, RMS, YELT, xBRL-CSV, "
                           "SQL Server .mdf)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['rms', 'verisk', 'oasis', 'underwriters'],
    items=['trty:C0417/CATXL-L1@2027', 'trty:C0417/CATXL-L2@2027', 'trty:C1123/QS-PROP@2027',
           'trty:C0882/RISKXL-L1@2027', 'trty:C2210/CATXL-L3@2027', 'trty:C0591/AGGXL@2027',
           'trty:C3307/CATXL-L1@2027', 'trty:C4410/SURPLUS-1@2027'],
    queries=['lob:property-cat/2027-01-01', 'lob:property-per-risk/2027-01-01', 'lob:casualty-xl/2027-01-01',
             'lob:marine-energy/2027-01-01', 'lob:property-cat/2027-04-01', 'lob:property-cat/2027-06-01'],
    suffix='/retro', generator='submissions', judgements='written') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _cli_check = fusion_checks(_REF, "submissions", "treaties.run")

_RECS3 = ["rms", "verisk", "oasis"]
_OUT = ("treaties.run",)
_ONE_RUN = ("lob:property-cat/2027-01-01 Q0 trty:C0417/CATXL-L1@2027 1 0.91 rms\nlob:property-cat/2027-01-01 Q0 "
            "trty:C0417/CATXL-L2@2027 2 0.77 rms\n")
# the team's files, as the brokers, cedants, models and regulators write them (a few lines)
_ACORD_PC = ('<?xml version="1.0" encoding="UTF-8"?>\n<ACORD xmlns="http://www.ACORD.org/standards/PC_Surety/'
             'ACORD1/xml/">\n  <SignonRq>\n    <ClientDt>2026-11-27T08:00:00</ClientDt>\n'
             '    <CustLangPref>en-US</CustLangPref>\n  </SignonRq>\n  <InsuranceSvcRq>\n'
             '    <RqUID>6f1c2b4e-8a3d-4c5e-9b7f-0a1d2e3f4a5b</RqUID>\n    <CommlPropertyPolicyQuoteInqRq>\n'
             '      <CommlPolicy>\n        <PolicyNumber>CP-0417-2027</PolicyNumber>\n        <LOBCd>PROPC</LOBCd>\n'
             '      </CommlPolicy>\n    </CommlPropertyPolicyQuoteInqRq>\n  </InsuranceSvcRq>\n</ACORD>\n')
_ACORD_RLC = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Contract xmlns="http://www.ACORD.org/'
              'standards/Jv-Ins-Reinsurance/1" xmlns:ns2="http://www.ACORD.org/Standards/AcordMsgSvc/1">\n'
              '  <BrokerReference>B0823CX2270417</BrokerReference>\n  <ReinsurerRiskReference></ReinsurerRiskReference>'
              '\n  <InsurerReference>C0417-CATXL-2027</InsurerReference>\n  <ContractTypeCd>excess_of_loss'
              '</ContractTypeCd>\n  <ContractPeriod><StartDate>2027-01-01</StartDate><EndDate>2027-12-31</EndDate>'
              '</ContractPeriod>\n</Contract>\n')
_CAS = ("GRCODE,GRNAME,AccidentYear,DevelopmentYear,DevelopmentLag,IncurLoss_D,CumPaidLoss_D,BulkLoss_D,"
        "EarnedPremDIR_D,EarnedPremCeded_D,EarnedPremNet_D,Single,PostedReserve97_D\n"
        "86,Allstate Ins Co Grp,1988,1988,1,367404,70571,127737,400699,5957,394742,0,281872\n"
        "86,Allstate Ins Co Grp,1988,1989,2,362988,155905,60173,400699,5957,394742,0,281872\n"
        "86,Allstate Ins Co Grp,1988,1990,3,347288,220744,27763,400699,5957,394742,0,281872\n")
# a claims bordereau as a coverholder's spreadsheet saves it: a title block, then the header
_BORDEREAU = ("Claims Bordereau - Lloyd's Coverholder Reporting Standards v5.2,,,,,,,,,\n"
              "Coverholder: Harbour Point Underwriting Ltd,,,,,,,,,\n"
              "Reporting Period: 2026-10-01 to 2026-10-31,,,,,,,,,\n"
              "Unique Market Reference (UMR),Coverholder Name,Reporting Period (End Date),Claim Reference / Number,"
              "Insured Full Name or Company Name,Date of Loss (From),Loss Location State / Province,"
              "Paid this month - Indemnity,Total Incurred,Claim Status\n"
              "B0823CX2270417,Harbour Point Underwriting Ltd,2026-10-31,HPU-CL-26-00412,Coastal Storage LLC,"
              "2026-09-28,FL,125000.00,410000.00,Open\n"
              "B0823CX2270417,Harbour Point Underwriting Ltd,2026-10-31,HPU-CL-26-00413,Gulf Marine Supply Inc,"
              "2026-09-28,FL,0.00,87500.00,Open\n")
_OED = ("PortNumber,AccNumber,LocNumber,CountryCode,Latitude,Longitude,StreetAddress,PostalCode,OccupancyCode,"
        "ConstructionCode,YearBuilt,NumberOfStoreys,LocPerilsCovered,BuildingTIV,OtherTIV,ContentsTIV,BITIV,"
        "LocCurrency\n"
        "1,C0417-A001,L0001,US,27.9506,-82.4572,100 Channelside Dr,33602,1050,5050,1998,2,WTC;WSS,450000,0,"
        "120000,35000,USD\n"
        "1,C0417-A001,L0002,US,27.7676,-82.6403,2400 Bayshore Blvd,33701,1050,5100,2006,3,WTC;WSS,610000,0,"
        "150000,42000,USD\n")
_OASIS_ELT = ("EventId,SummaryId,SampleType,EventRate,ChanceOfOccurrence,MeanLoss,SDLoss,MaxLoss,FootprintExposure,"
              "MeanImpactedExposure,MaxImpactedExposure\n"
              "1043,1,1,0.000104,0.000104,2351234.50,0.00,5000000.00,48000000.00,4100000.00,7800000.00\n"
              "1043,1,2,0.000104,0.000104,2298871.25,1204432.10,5000000.00,48000000.00,4100000.00,7800000.00\n")
# RMS's event loss table (EVENTID, RATE, PERSPVALUE, STDDEVI, STDDEVC, EXPVALUE): six fields a line
_RMS_ELT = ("EVENTID\tRATE\tPERSPVALUE\tSTDDEVI\tSTDDEVC\tEXPVALUE\n"
            "2861\t0.00012345\t1250000.00\t830000.00\t410000.00\t95000000.00\n"
            "2874\t0.00004410\t3875000.00\t2110000.00\t960000.00\t142000000.00\n"
            "3102\t0.00101200\t88000.00\t64000.00\t21000.00\t12500000.00\n")
# a year event loss table: Year, EventID, DayOfYear, Loss (four fields a line)
_YELT = ("Year\tEventID\tDayOfYear\tLoss\n1\t4417\t243\t1523000.50\n1\t90211\t251\t88000.00\n"
         "3\t4417\t239\t1498000.00\n7\t12093\t262\t17250000.00\n")
_XBRL_CSV = ('{\n  "documentInfo": {\n    "documentType": "https://xbrl.org/2021/xbrl-csv",\n    "extends": [\n'
             '      "http://www.eiopa.europa.eu/eu/xbrl/s2md/fws/solvency/solvency2/2.8.0/mod/qrs.json"\n    ]\n  },\n'
             '  "parameters": {\n    "entityID": "lei:5493001KJTIIGC8Y1R12",\n    "refPeriod": "2026-09-30",\n'
             '    "baseCurrency": "iso4217:EUR",\n    "decimalsMonetary": "-3"\n  }\n}\n')


def _mdf() -> bytes:
    """An RMS EDM's data file as SQL Server writes it: 8 KB pages, each with a 96-byte header (header version 1, the
    page's type: 15 for the file header page, 11 for the PFS page; its page id (file 1, page n)) and a slot array."""
    def page(kind: int, number: int, body: bytes) -> bytes:
        header = struct.pack("<BBBBHHIHHIHHIHHIH", 1, kind, 0, 0, 0x0208, 0, 0, 0, 0, 0, 0, 1, 99,
                             8094 - len(body), 96 + len(body), number, 1)
        header = header.ljust(96, b"\x00")
        return (header + body).ljust(8190, b"\x00") + struct.pack("<H", 96)
    name = "EDM_Cedant0417_2027".encode("utf-16-le")
    return (page(15, 0, b"\x30\x00\x08\x00" + struct.pack("<H", len(name)) + name)
            + page(11, 1, b"\x00\x00\x64\x00" + b"\x40" * 16))


def thirtythird_bar_reinsurance_cases() -> list[Case]:
    G = THIRTYTHIRD_REINSURANCE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="submissions", judgements="written", runs=_RECS3, stem="treaties", outputs=_OUT,
        item="submissions", rounded="verisk",
        weights="{'rms': 1.0, 'verisk': 1.0, 'oasis': 0.5, 'underwriters': 2.0}",
        lone_query="R['underwriters']['lob:cyber-agg/2027-01-01'] = {'trty:C5120/CYBER-AGG@2027': 0.9, "
                   "'trty:C5121/CYBER-QS@2027': 0.4}\n",
        trust="rms 1.5\nverisk 1\noasis 0.5\n",
        trust_dict="{'rms': 1.5, 'verisk': 1, 'oasis': 0.5}",
        texts={
            "rrf": ("u33e_rrf_models",
                    "rankagg.fuse({model: {line/renewal: {treaty: score}}}, method='rrf'): three catastrophe models "
                    "and the underwriters, six lines ('lob:property-cat/2027-01-01'), treaties by cedant and layer"),
            "borda": ("u33e_borda_unmodelled_submissions",
                      "rankagg.fuse(..., method='borda'): the Oasis model has no score for submissions whose exposure "
                      "came without geocodes"),
            "combsum": ("u33e_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): Verisk's results from the brokers' submission packs at "
                        "one decimal (many ties) beside the others"),
            "fuser": ("u33e_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per line: the underwriters count 2, the in-house Oasis model "
                      "0.5"),
            "frame": ("u33e_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the renewal sheet, a row per "
                      "line, treaty and model"),
            "evaluate": ("u33e_evaluate_written",
                         "rankagg.evaluate(fused ranking, what the renewal wrote, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the treaties written at the share quoted"),
            "lone": ("u33e_one_model_line",
                     "rankagg.fuse(..., method='rrf'): a line only the underwriters ranked (cyber aggregate, no "
                     "catastrophe model) beside lines every model covers"),
            "cli_rrf": ("u33e_cli_rrf_runs",
                        "rankagg fuse rms.run verisk.run oasis.run --method rrf -o treaties.run: one run per model, "
                        "lines of business and renewals as queries"),
            "cli_borda": ("u33e_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: RMS counts 1.5, the "
                          "Oasis model half)"),
            "cli_combsum": ("u33e_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four treaties a line's capacity takes"),
            "cli_evaluate": ("u33e_cli_evaluate_written_qrels",
                             "rankagg evaluate treaties.run --qrels written.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what the renewal wrote (0-2)"),
            "cli_parquet": ("u33e_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o treaties.parquet: gzipped runs from the modelling "
                            "servers, a Parquet table for the renewal committee")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u33e_acord_pc_as_run", "an ACORD P&C XML message (ACORD xmlns=.../PC_Surety/ACORD1/xml/, SignonRq, "
         "InsuranceSvcRq)", "C0417_quote.xml", _ACORD_PC, "ACORD", "C0417_quote.xml:2"),
        ("u33e_acord_rlc_as_run", "an ACORD Reinsurance & Large Commercial contract (Contract xmlns=.../"
         "Jv-Ins-Reinsurance/1, BrokerReference, ...)", "B0823CX2270417.xml", _ACORD_RLC, "ACORD",
         "B0823CX2270417.xml:2"),
        ("u33e_cas_triangle_as_run", "a CAS loss reserve triangle (GRCODE, GRNAME, AccidentYear, DevelopmentYear, "
         "DevelopmentLag, IncurLoss_D, ...)", "wkcomp_pos.csv", _CAS, "CAS", "wkcomp_pos.csv:1"),
        ("u33e_bordereau_as_run", "a claims bordereau (a title block, then Unique Market Reference (UMR), ..., "
         "Total Incurred, Claim Status)", "claims_bdx_2026-10.csv", _BORDEREAU, "bordereau",
         "claims_bdx_2026-10.csv:1"),
        ("u33e_oed_location_as_run", "an OED location file (PortNumber, AccNumber, LocNumber, CountryCode, Latitude, "
         "..., BuildingTIV)", "location.csv", _OED, "OED", "location.csv:1"),
        ("u33e_oasis_elt_as_run", "an Oasis event loss table (EventId, SummaryId, SampleType, EventRate, ..., "
         "MeanLoss, SDLoss)", "gul_S1_melt.csv", _OASIS_ELT, "Oasis", "gul_S1_melt.csv:1"),
        ("u33e_rms_elt_as_run", "RMS's event loss table (EVENTID, RATE, PERSPVALUE, STDDEVI, STDDEVC, EXPVALUE: six "
         "fields a line)", "C0417_elt.txt", _RMS_ELT, "RMS", "C0417_elt.txt:1"),
        ("u33e_xbrl_csv_as_run", "a Solvency II QRT's xBRL-CSV metadata (report.json: documentInfo, documentType "
         "https://xbrl.org/2021/xbrl-csv, parameters)", "report.json", _XBRL_CSV, "xBRL-CSV", "report.json:1"),
        ("u33e_edm_mdf_as_run", "an RMS EDM's data file (a SQL Server .mdf: 8 KB pages, a 96-byte page header)",
         "EDM_Cedant0417_2027.mdf", _mdf(), "SQL Server", "EDM_Cedant0417_2027.mdf")],
        one_run=("rms.run", _ONE_RUN), stem="treaties",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a database's pages read as lines give no ranking: named by its page header")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u33e_yelt_as_qrels", "C0417_yelt.txt", _YELT, "YELT"),
        ("u33e_cas_triangle_as_qrels", "wkcomp_pos.csv", _CAS, "CAS"),
        ("u33e_bordereau_as_qrels", "claims_bdx_2026-10.csv", _BORDEREAU, "bordereau"),
        ("u33e_rms_elt_as_qrels", "C0417_elt.txt", _RMS_ELT, "RMS")],
        one_run=("rms.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    # '.bak' is every tool's backup suffix (a run copied aside: fused.run.bak), a word rankagg takes for a run's name
    # (io/format_suffixes.RUN_WORDS), so -o treaties.bak is written as asked: a rule, not a SQL Server backup refused
    # (decided by the lead after the measure, where this row was silent)
    cases.append(output_named_as_asked(
        cli_ok, _cli_check, _runs_setup, "u33e_out_bak", "rankagg fuse ... -o treaties.bak: the fused ranking named as "
        "a SQL Server backup, whose suffix is also every tool's backup copy", "treaties.bak", runs=_RECS3, seed=33,
        why="accepted: '.bak' names a backup of any file, a run's too; written as the RRF of the three runs"))
    cases += outputs_named_for(cli_bad, [
        ("u33e_out_mdf", "treaties.mdf", "a SQL Server data file (an RMS EDM or RDM)"),
        ("u33e_out_xbrl", "treaties.xbrl", "an XBRL instance (a Solvency II QRT)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=33"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u33e_api_xbrl_csv_dict",
            "rankagg.fuse(json.load(report.json)): a Solvency II QRT's xBRL-CSV metadata loaded in Python given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('report.json')), method='rrf')\n",
            "xBRL-CSV", why="a run maps a query to {document: score}; an xBRL-CSV report.json's documentInfo holds "
            "a documentType and a list of taxonomies, its parameters text", files={"report.json": _XBRL_CSV}),
        bad("u33e_api_oed_frame",
            "rankagg.fuse(pd.read_csv(location.csv)): an OED location file given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('location.csv'), method='borda')\n",
            "OED", why="a table of runs has qid, docid, run and score columns; OED's has an insured location per row",
            files={"location.csv": _OED}),
    ]
    return cases
