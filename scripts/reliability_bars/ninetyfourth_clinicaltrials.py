"""Issue 45's ninety-fourth bar of scripts/reliability_matrix.py, a contract research organisation's clinical
operations team and its site selection committee, ranking candidate trial sites and investigators per study, country,
therapeutic area and quarter from enrolment rates, query rates, monitoring findings and the committee's votes (its
cases, ids ``u94a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner,
the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each study and country, country and area, or area in a quarter (``study:ONC-301/DE/2026Q2``, the
protocol, the country, then the quarter; ``country:PL/oncology/2026Q2``; ``area:cardiology/2026Q3``) is a query and
each candidate site a document (``site:ONC-301/DE-104``, the protocol, then the site number: country and number); the
runs are the enrolment rates, the query rates, the monitoring findings and the committee's votes, turned to scores in
[0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the committee's votes weighted highest (the SOP
gives the committee the last word), and judged against the committee's decisions (2 selected, 1 back-up site, 0
otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read (a CDISC ODM
snapshot from the EDC (XML), a define.xml (Define-XML 2.0), an SDTM domain as a SAS XPORT transport file (.xpt,
binary), a REDCap data export and a REDCap data dictionary (CSV), ClinicalTrials.gov's study answer (JSON, API v2), a
monitoring visit report (PDF, binary), the monitors' finding sheet, a committee member's ballot and the committee's
vote tally as typed), and outputs named for the field's files (a SAS transport .xpt, a SAS data set .sas7bdat, a
REDCap project XML <Project>_<date>_<time>.REDCap.xml, a define.xml).
(Checked: the XPORT v5 layout from ReadStat's writer (WizardMac/ReadStat, src/sas/readstat_xport_write.c: 80-byte
records, 'HEADER RECORD*******LIBRARY HEADER RECORD!!!!!!!' then six %05d fields, the real header 'SAS     SAS
SASLIB  ' + version + OS + 24 blanks + 'ddMMMyy:hh:mm:ss', MEMBER's 160 and 140, DSCRPTR, the member record
'SAS     ' + the data set name + 'SASDATA ', the label record, NAMESTR with the variable count, 140-byte namestrs,
OBS), the version and OS as SAS 9.4 on Windows writes them ('9.4     X64_10PR', 'X64_7PRO') from dumps and tests
of real files, and read back here with pandas.read_sas(format='xport'); CDISC ODM 1.3.2's root (xmlns
http://www.cdisc.org/ns/odm/v1.3, ODMVersion, FileType Snapshot, FileOID, CreationDateTime, Granularity) and
ClinicalData / SubjectData / SiteRef / StudyEventData / FormData / ItemGroupData / ItemData from CDISC's samples and
ODMXMLTools.jl's notes of the specification; Define-XML 2.0's root (xmlns:def http://www.cdisc.org/ns/def/v2.0,
xlink), its stylesheet PI (define2-0-0.xsl), MetaDataVersion's def:DefineVersion 2.0.0, def:StandardName and
def:StandardVersion, ItemGroupDef's def:Structure, def:Class and def:leaf from CDISC's example and SAS macros that
write it; REDCap's data export name (<Project>_DATA_<yyyy-mm-dd>_<hhmm>.csv), its first columns (record_id,
redcap_event_name, then redcap_data_access_group when groups are exported), '<form>_complete' as 0/1/2 and event
names as 'baseline_arm_1', from scripts that read real exports and PyCap's docs; the data dictionary's 18 columns
('Variable / Field Name' ... 'Field Annotation', only the choices column quoted) from several tools writing it and
its name (<Project>_DataDictionary_<yyyy-mm-dd>.csv); the project XML's name (<Project>_<yyyy-mm-dd>_<hhmm>.REDCap.xml)
from modules and tests shipping real ones; ClinicalTrials.gov's /api/v2/studies/{nctId} answer (protocolSection:
identificationModule with nctId, orgStudyIdInfo, organization, briefTitle; statusModule with statusVerifiedDate,
overallStatus, startDateStruct; sponsorCollaboratorsModule; conditionsModule; designModule; contactsLocationsModule;
then hasResults) from the API's documented study structure and clients' types, the values illustrative and the NCT
number made up.  The PDF's first lines ('%PDF-1.7', a comment of four high bytes, '1 0 obj') are ISO 32000's header
as most writers emit it, from memory, not checked here.  Left out, as they could not be checked byte for byte: an
XLSX site tracker (a ZIP whose members' order Excel chooses), Medidata Rave's and Veeva's own exports, a CTMS's
site feasibility export, CDISC Dataset-JSON; the finding sheet, the ballot and the vote tally are typed here as the
team writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYFOURTH_CLINICALTRIALS = ("45 Unseen inputs: a ninety-fourth bar, a contract research organisation's clinical "
                               "operations team and site selection committee ranking candidate trial sites per "
                               "study, country, therapeutic area and quarter from enrolment rates, query rates, "
                               "monitoring findings and committee votes (CDISC ODM XML, define.xml, SAS XPORT .xpt, "
                               "REDCap's data exports and data dictionaries, ClinicalTrials.gov's JSON, monitoring "
                               "visit reports as PDF, finding sheets, ballots and vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['enrolment_rates', 'query_rates', 'monitoring_findings', 'committee_votes'],
    items=['site:ONC-301/DE-104', 'site:ONC-301/DE-117', 'site:ONC-301/PL-203', 'site:ONC-301/ES-311',
           'site:CAR-214/US-0452', 'site:CAR-214/US-0518', 'site:CAR-214/CA-0607', 'site:NEU-122/JP-7031'],
    queries=['study:ONC-301/DE/2026Q2', 'country:PL/oncology/2026Q2', 'area:cardiology/2026Q3',
             'study:CAR-214/US/2026Q2', 'area:neurology/2026Q3', 'country:JP/neurology/2026Q4'],
    suffix='/backup-sites', generator='site_scores', judgements='committee_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "site_scores", "site_rankings.run")

_RECS3 = ["enrolment_rates", "query_rates", "committee_votes"]
_OUT = ("site_rankings.run",)
_ONE_RUN = ("study:ONC-301/DE/2026Q2 Q0 site:ONC-301/DE-104 1 0.9312 committee_votes\n"
            "study:ONC-301/DE/2026Q2 Q0 site:ONC-301/DE-117 2 0.8847 committee_votes\n")


# the team's files, as the EDC, the SDTM programmers, SAS, REDCap, ClinicalTrials.gov and the monitors write them
# a CDISC ODM 1.3.2 snapshot of the EDC's clinical data (the enrolment form per subject, the subject's site in SiteRef):
# the prolog, the root on line 2, two-space indentation
_ODM = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<ODM xmlns="http://www.cdisc.org/ns/odm/v1.3" ODMVersion="1.3.2" FileType="Snapshot" '
        'FileOID="ONC-301.EDC.20260211T140733" CreationDateTime="2026-02-11T14:07:33+01:00" '
        'Granularity="AllClinicalData">\n'
        '  <ClinicalData StudyOID="ONC-301" MetaDataVersionOID="MDV.ONC-301.3">\n'
        '    <SubjectData SubjectKey="DE-104-0007">\n'
        '      <SiteRef LocationOID="LOC.DE-104"/>\n'
        '      <StudyEventData StudyEventOID="SE.SCREENING">\n'
        '        <FormData FormOID="F.ENROL">\n'
        '          <ItemGroupData ItemGroupOID="IG.ENROL">\n'
        '            <ItemData ItemOID="IT.ENRLDT" Value="2026-01-19"/>\n'
        '            <ItemData ItemOID="IT.RANDFL" Value="Y"/>\n'
        '          </ItemGroupData>\n'
        '        </FormData>\n'
        '      </StudyEventData>\n'
        '    </SubjectData>\n'
        '  </ClinicalData>\n'
        '</ODM>\n')
_ODM_NAME = "ONC-301_ODM_snapshot_20260211.xml"

# a define.xml (Define-XML 2.0) of the study's SDTM data sets: the prolog, the stylesheet PI, the root on line 3
_DEFINE = ('<?xml version="1.0" encoding="UTF-8"?>\n'
           '<?xml-stylesheet type="text/xsl" href="define2-0-0.xsl"?>\n'
           '<ODM xmlns="http://www.cdisc.org/ns/odm/v1.3" xmlns:xlink="http://www.w3.org/1999/xlink" '
           'xmlns:def="http://www.cdisc.org/ns/def/v2.0" ODMVersion="1.3.2" FileType="Snapshot" '
           'FileOID="ONC-301.SDTM.Define" CreationDateTime="2026-02-09T10:12:44">\n'
           '  <Study OID="ONC-301">\n'
           '    <GlobalVariables>\n'
           '      <StudyName>ONC-301</StudyName>\n'
           '      <StudyDescription>A phase 3 study of an oral agent in second-line NSCLC</StudyDescription>\n'
           '      <ProtocolName>ONC-301</ProtocolName>\n'
           '    </GlobalVariables>\n'
           '    <MetaDataVersion OID="CDISC.SDTM-IG.3.2" Name="ONC-301, SDTM Data Definitions" '
           'Description="ONC-301, SDTM Data Definitions" def:DefineVersion="2.0.0" def:StandardName="SDTM-IG" '
           'def:StandardVersion="3.2">\n'
           '      <ItemGroupDef OID="IG.DM" Name="DM" Repeating="No" IsReferenceData="No" SASDatasetName="DM" '
           'Domain="DM" Purpose="Tabulation" def:Structure="One record per subject" def:Class="SPECIAL PURPOSE" '
           'def:ArchiveLocationID="LF.DM">\n'
           '        <Description><TranslatedText xml:lang="en">Demographics</TranslatedText></Description>\n'
           '        <ItemRef ItemOID="IT.DM.SITEID" OrderNumber="5" Mandatory="Yes"/>\n'
           '        <def:leaf ID="LF.DM" xlink:href="dm.xpt"><def:title>dm.xpt</def:title></def:leaf>\n'
           '      </ItemGroupDef>\n'
           '    </MetaDataVersion>\n'
           '  </Study>\n'
           '</ODM>\n')
_DEFINE_NAME = "define.xml"


# an SDTM domain (DM) as a SAS XPORT v5 transport file, as SAS 9.4 writes it: 80-byte records, the library header,
# the real header (SAS 9.4 on Windows, the created stamp), the modified stamp, the member and descriptor headers, the
# member record (DM), its label, NAMESTR with six variables, six 140-byte namestrs (char, big-endian), OBS, two rows
def _sdtm_xpt() -> bytes:
    def rec(text: str) -> bytes:
        return text.encode("ascii").ljust(80, b" ")

    def header(name: str, nums: str = "0" * 30) -> bytes:
        return rec(f"HEADER RECORD*******{name:<8}HEADER RECORD!!!!!!!{nums}")

    stamp = "09FEB26:10:12:44"
    variables = [("STUDYID", "Study Identifier", 8), ("DOMAIN", "Domain Abbreviation", 2),
                 ("USUBJID", "Unique Subject Identifier", 20), ("SUBJID", "Subject Identifier for the Study", 4),
                 ("SITEID", "Study Site Identifier", 6), ("COUNTRY", "Country", 3)]
    out = header("LIBRARY") + rec("SAS     SAS     SASLIB  9.4     X64_10PR" + " " * 24 + stamp) + rec(stamp)
    out += header("MEMBER", "000000000000000001600000000140") + header("DSCRPTR")
    out += rec("SAS     DM      SASDATA 9.4     X64_10PR" + " " * 24 + stamp)
    out += rec(stamp + " " * 16 + f"{'Demographics':<40}" + " " * 8)
    out += header("NAMESTR", f"00000{len(variables):05d}" + "0" * 20)
    names, pos = b"", 0
    for i, (name, label, length) in enumerate(variables, 1):
        names += (struct.pack(">hhhh", 2, 0, length, i) + f"{name:<8}{label:<40}{'':<8}".encode("ascii")
                  + struct.pack(">hhh", 0, 0, 0) + b"\0\0" + b" " * 8 + struct.pack(">hhi", 0, 0, pos) + b"\0" * 52)
        pos += length
    out += names + b" " * (-len(names) % 80) + header("OBS")
    rows = b"".join(f"{v:<{n}}".encode("ascii") for row in (("ONC-301", "DM", "ONC-301-DE-104-0007", "0007",
                                                               "DE-104", "DEU"),
                                                              ("ONC-301", "DM", "ONC-301-PL-203-0012", "0012",
                                                               "PL-203", "POL"))
                    for v, (_, _, n) in zip(row, variables))
    return out + rows + b" " * (-len(rows) % 80)


_XPT = _sdtm_xpt()
_XPT_NAME = "dm.xpt"

# a REDCap data export (Data Exports > raw CSV, data access groups included): the site feasibility project, one row
# per site and event; <form>_complete 0/1/2
_REDCAP_DATA = ("record_id,redcap_event_name,redcap_data_access_group,site_id,pi_last_name,screened_n,randomised_n,"
                "screen_fail_pct,open_queries,site_feasibility_complete\n"
                "1,baseline_arm_1,de104_onkologie,DE-104,Weber,42,31,26.2,12,2\n"
                "2,baseline_arm_1,pl203_gdansk,PL-203,Kowalska,37,22,40.5,19,2\n"
                "3,baseline_arm_1,es311_valencia,ES-311,Ruiz,18,11,38.9,4,1\n")
_REDCAP_DATA_NAME = "ONC301SiteFeasibility_DATA_2026-02-11_1407.csv"

# REDCap's data dictionary (Project Setup > Data Dictionary > Download): the 18 columns, one row per field
_DD_HEADER = ('Variable / Field Name,Form Name,Section Header,Field Type,Field Label,'
              '"Choices, Calculations, OR Slider Labels",Field Note,Text Validation Type OR Show Slider Number,'
              'Text Validation Min,Text Validation Max,Identifier?,Branching Logic (Show field only if...),'
              'Required Field?,Custom Alignment,Question Number (surveys only),Matrix Group Name,Matrix Ranking?,'
              'Field Annotation\n')
_REDCAP_DICT = (_DD_HEADER
                + "record_id,site_feasibility,,text,Record ID,,,,,,,,,,,,,\n"
                + "site_id,site_feasibility,,text,Site number,,,,,,,,y,,,,,\n"
                + "screened_n,site_feasibility,Enrolment,text,Patients screened,,,integer,0,500,,,y,,,,,\n"
                + 'tumour_board,site_feasibility,,radio,Weekly tumour board?,"1, Yes | 0, No",,,,,,,,,,,,\n')
_REDCAP_DICT_NAME = "ONC301SiteFeasibility_DataDictionary_2026-02-11.csv"

# ClinicalTrials.gov's study answer (GET clinicaltrials.gov/api/v2/studies/{nctId}), compact, trimmed to its
# best-known modules; the NCT number and values illustrative
_CTGOV = json.dumps({
    "protocolSection": {
        "identificationModule": {
            "nctId": "NCT06612345", "orgStudyIdInfo": {"id": "ONC-301"},
            "organization": {"fullName": "Helix Oncology AG", "class": "INDUSTRY"},
            "briefTitle": "A Study of HX-4410 Versus Docetaxel in Previously Treated NSCLC"},
        "statusModule": {"statusVerifiedDate": "2026-01", "overallStatus": "RECRUITING",
                         "startDateStruct": {"date": "2025-09-15", "type": "ACTUAL"}},
        "sponsorCollaboratorsModule": {"leadSponsor": {"name": "Helix Oncology AG", "class": "INDUSTRY"}},
        "conditionsModule": {"conditions": ["Non-small Cell Lung Cancer"]},
        "designModule": {"studyType": "INTERVENTIONAL", "phases": ["PHASE3"],
                         "enrollmentInfo": {"count": 420, "type": "ESTIMATED"}},
        "contactsLocationsModule": {"locations": [
            {"facility": "Klinikum Nord, Onkologie", "status": "RECRUITING", "city": "Hamburg",
             "country": "Germany"},
            {"facility": "Uniwersyteckie Centrum Kliniczne", "status": "RECRUITING", "city": "Gdansk",
             "country": "Poland"}]}},
    "hasResults": False}, separators=(",", ":"))
_CTGOV_NAME = "NCT06612345.json"

# a monitoring visit report as the CTMS files it (PDF): the header, the binary comment, the first objects; the rest
# of the file left out
_PDF = (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n"
        b"2 0 obj\n<</Type/Pages/Kids[3 0 R]/Count 1>>\nendobj\n")
_PDF_NAME = "MVR_ONC-301_DE-104_2026-02-11.pdf"

# the monitors' finding sheet as typed from the visit: site, visit date, finding number, category, grade, status:
# six fields a line
_FINDINGS = ("DE-104 2026-02-11 F01 consent minor closed\nDE-104 2026-02-11 F02 ip-storage major open\n"
             "PL-203 2026-02-13 F01 sdv critical open\nPL-203 2026-02-13 F02 ae-reporting major open\n"
             "ES-311 2026-02-17 F01 delegation minor open\n")
# a committee member's ballot as typed for the meeting: member, place, site, investigator: four fields a line
_BALLOT = ("okafor 1 DE-104 weber\nokafor 2 ES-311 ruiz\nokafor 3 PL-203 kowalska\nokafor 4 DE-117 hartmann\n")
# the committee's vote tally as the secretary types it: study and country, site, for, against, abstained, decision:
# six fields a line
_TALLY = ("ONC-301/DE DE-104 7 1 1 select\nONC-301/DE DE-117 4 4 1 backup\n"
          "ONC-301/PL PL-203 3 5 1 reject\nONC-301/ES ES-311 6 2 1 select\n")


def ninetyfourth_bar_clinicaltrials_cases() -> list[Case]:
    G = NINETYFOURTH_CLINICALTRIALS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="site_scores", judgements="committee_decisions", runs=_RECS3,
        stem="site_rankings", outputs=_OUT, item="site", rounded="query_rates",
        weights="{'enrolment_rates': 1.0, 'query_rates': 0.5, 'monitoring_findings': 1.5, 'committee_votes': 2.0}",
        lone_query="R['enrolment_rates']['study:ONC-301/UA/2026Q2-rescue'] = "
                   "{'site:ONC-301/PL-203': 0.9, 'site:ONC-301/ES-311': 0.4}\n",
        trust="enrolment_rates 1\nquery_rates 1\ncommittee_votes 2\n",
        trust_dict="{'enrolment_rates': 1, 'query_rates': 1, 'committee_votes': 2}",
        texts={
            "rrf": ("u94a_rrf_site_scores",
                    "rankagg.fuse({source: {study, country or area: {site: score}}}, method='rrf'): the enrolment "
                    "rates, the query rates, the monitoring findings and the committee's votes, six rankings "
                    "('study:ONC-301/DE/2026Q2'), sites as 'site:ONC-301/DE-104'"),
            "borda": ("u94a_borda_site_not_monitored_by_all",
                      "rankagg.fuse(..., method='borda'): a new site with no monitoring visit yet and no enrolment "
                      "history, so some sources have no score for it"),
            "combsum": ("u94a_combsum_rounded_query_rates",
                        "rankagg.fuse(..., method='combsum'): the query rates at one decimal (queries per CRF page, "
                        "many ties), beside the enrolment rates and the committee's votes"),
            "fuser": ("u94a_weighted_fuser_committee_votes",
                      "rankagg.Fuser('rrf', weights=...) per study and country: the committee's votes count 2, as "
                      "the SOP gives the committee the last word"),
            "frame": ("u94a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the clinical operations "
                      "sheet, a row per study-country, site and source"),
            "evaluate": ("u94a_evaluate_committee_decisions",
                         "rankagg.evaluate(fused ranking, the committee's decisions, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the selected sites first"),
            "lone": ("u94a_rescue_country_only_enrolment_rates",
                     "rankagg.fuse(..., method='rrf'): a rescue country added mid-quarter that only the enrolment "
                     "rates cover, beside studies every source covers"),
            "cli_rrf": ("u94a_cli_rrf_runs",
                        "rankagg fuse enrolment_rates.run query_rates.run committee_votes.run --method rrf -o "
                        "site_rankings.run: one run per source, studies, countries and areas as queries"),
            "cli_borda": ("u94a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the committee's "
                          "votes count double)"),
            "cli_combsum": ("u94a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four sites shortlisted per study and "
                            "country"),
            "cli_evaluate": ("u94a_cli_evaluate_committee_decisions_qrels",
                             "rankagg evaluate site_rankings.run --qrels committee_decisions.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the committee's decisions (0-2)"),
            "cli_parquet": ("u94a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o site_rankings.parquet: gzipped runs from the "
                            "team's scripts, a Parquet table for the feasibility notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u94a_cdisc_odm_xml_as_run", "a CDISC ODM snapshot from the EDC (ODM, ClinicalData, SubjectData, SiteRef, "
         "ItemData)", _ODM_NAME, _ODM, "ODM", named_at(_ODM_NAME, _ODM)),
        ("u94a_define_xml_as_run", "a define.xml of the SDTM data sets (Define-XML 2.0: MetaDataVersion, "
         "def:DefineVersion, ItemGroupDef)", _DEFINE_NAME, _DEFINE, "Define-XML", named_at(_DEFINE_NAME, _DEFINE)),
        ("u94a_sas_xpt_as_run", "an SDTM domain as a SAS XPORT transport file (.xpt: 'HEADER RECORD*******LIBRARY "
         "HEADER RECORD!!!!!!!', 80-byte records)", _XPT_NAME, _XPT, "SAS", _XPT_NAME),
        ("u94a_redcap_data_csv_as_run", "a REDCap data export (record_id, redcap_event_name, "
         "redcap_data_access_group, ... site_feasibility_complete)", _REDCAP_DATA_NAME, _REDCAP_DATA, "REDCap",
         named_at(_REDCAP_DATA_NAME, _REDCAP_DATA)),
        ("u94a_redcap_data_dictionary_as_run", "a REDCap data dictionary (Variable / Field Name, Form Name, ... "
         "Field Annotation)", _REDCAP_DICT_NAME, _REDCAP_DICT, "REDCap", named_at(_REDCAP_DICT_NAME, _REDCAP_DICT)),
        ("u94a_ctgov_study_json_as_run", "ClinicalTrials.gov's study answer (API v2: protocolSection, "
         "identificationModule, statusModule, ... hasResults)", _CTGOV_NAME, _CTGOV, "ClinicalTrials.gov",
         f"{_CTGOV_NAME}:1"),
        ("u94a_monitoring_report_pdf_as_run", "a monitoring visit report (PDF: '%PDF-1.7', a binary comment, "
         "objects)", _PDF_NAME, _PDF, "PDF", _PDF_NAME),
        ("u94a_finding_sheet_as_run", "the monitors' finding sheet as typed (six fields a line: site, visit date, "
         "finding number, category, grade, status)", "findings_ONC-301_feb.txt", _FINDINGS, "finding sheet",
         "findings_ONC-301_feb.txt:1"),
        ("u94a_committee_ballot_as_run", "a committee member's ballot as typed for the meeting (four fields a line: "
         "member, place, site, investigator)", "ballot_okafor_ONC-301.txt", _BALLOT, "ballot",
         "ballot_okafor_ONC-301.txt:1"),
        ("u94a_vote_tally_as_run", "the committee's vote tally as the secretary types it (six fields a line: study "
         "and country, site, for, against, abstained, decision)", "vote_tally_2026Q2.txt", _TALLY, "vote tally",
         "vote_tally_2026Q2.txt:1")],
        one_run=("committee_votes.run", _ONE_RUN), stem="site_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a finding sheet's six are a site, a visit "
                 "date, a finding number, a category, a grade and a status, not a run's; the file is the field's "
                 "own, named by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a SAS transport file or a PDF read as lines gives no ranking: named by "
                   "what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u94a_committee_ballot_as_qrels", "ballot_okafor_ONC-301.txt", _BALLOT, "ballot"),
        ("u94a_vote_tally_as_qrels", "vote_tally_2026Q2.txt", _TALLY, "vote tally"),
        ("u94a_redcap_data_csv_as_qrels", _REDCAP_DATA_NAME, _REDCAP_DATA, "REDCap"),
        ("u94a_redcap_data_dictionary_as_qrels", _REDCAP_DICT_NAME, _REDCAP_DICT, "REDCap")],
        one_run=("committee_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u94a_out_sas_xpt", "site_rankings.xpt", "a SAS XPORT transport file"),
        ("u94a_out_sas7bdat", "site_rankings.sas7bdat", "a SAS data set"),
        ("u94a_out_redcap_project_xml", "SiteSelection_2026-03-02_1412.REDCap.xml", "a REDCap project XML file"),
        ("u94a_out_define_xml", "define.xml", "a define.xml (Define-XML)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=94"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u94a_api_ctgov_study_dict",
            "rankagg.fuse(json.load(NCT06612345.json)): ClinicalTrials.gov's study answer, loaded in Python, given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "ClinicalTrials.gov", why="a run maps a query to {document: score}; a study answer is one trial's "
            "record (its protocol section's modules: identification, status, sponsor, conditions, design, "
            "locations) and hasResults", files={"r.json": _CTGOV}),
        bad("u94a_api_redcap_frame",
            "rankagg.fuse(pd.read_csv(..._DATA_....csv)): a REDCap data export (record_id, redcap_event_name, "
            "redcap_data_access_group, ...) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "REDCap", why="a table of runs has qid, docid, run and score columns; a REDCap data export has a record "
            "and event a row (the data access group, the project's fields, the form's completion status)",
            files={"r.csv": _REDCAP_DATA}),
    ]
    return cases
