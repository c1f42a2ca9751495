"""Issue 45's thirty-fourth bar of scripts/reliability_matrix.py, a public-health surveillance unit ranking pathogen
signals per county and MMWR week across aberration detection methods and epidemiologists (its cases, ids ``u34d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written in a later session, before any of its recognisers existed.)

The team's day: each county and MMWR week (``fips:36029/mmwr-2026-47``) is a query and each pathogen signal a
document (``path:influenza-a/h3n2``); the runs are EARS C2's, the Farrington algorithm's, SaTScan's prospective
space-time scan's and the epidemiologists' rankings, scores in [0, 1] at four decimals.  They are fused with RRF,
Borda and CombSUM, weighted by each method's record, and judged against what the investigations found (2 confirmed
outbreak, 1 cluster investigated and not confirmed, 0 noise).  The mistakes and odd files: the field's own files given
where runs or qrels are read (a REDCap data export and its data dictionary, an Epi Info 7 project, an eICR document, a
SaTScan parameter file, case file and population file, CDC's ILINet download, GISAID's metadata, a Nextstrain Auspice
JSON, a Stata dataset, an HL7 v2.5.1 ELR message, WHO's FluNet table), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFOURTH_EPIDEMIOLOGY = ("45 Unseen inputs: a thirty-fourth bar, a public-health surveillance unit ranking "
                             "pathogen signals per county and MMWR week across aberration detection methods and "
                             "epidemiologists (REDCap, Epi Info, eICR, SaTScan, ILINet, GISAID, Nextstrain, Stata, "
                             "HL7 ELR, FluNet)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['ears_c2', 'farrington', 'satscan', 'epidemiologists'],
    items=['path:influenza-a/h3n2', 'path:influenza-a/h1n1pdm09', 'path:rsv-a', 'path:sars-cov-2/xfg',
           'path:norovirus/gii.17', 'path:salmonella/enteritidis', 'path:b-pertussis', 'path:measles/d8'],
    queries=['fips:36029/mmwr-2026-47', 'fips:36001/mmwr-2026-47', 'fips:36055/mmwr-2026-47', 'fips:36067/mmwr-2026-47',
             'fips:36103/mmwr-2026-47', 'fips:36119/mmwr-2026-47'],
    suffix='/backfill', generator='signals', judgements='outbreaks') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "signals", "signals.run")

_RECS3 = ["ears_c2", "farrington", "satscan"]
_OUT = ("signals.run",)
_ONE_RUN = ("fips:36029/mmwr-2026-47 Q0 path:influenza-a/h3n2 1 0.91 farrington\n"
            "fips:36029/mmwr-2026-47 Q0 path:influenza-a/h1n1pdm09 2 0.77 farrington\n")
# the unit's files, as REDCap, Epi Info, the EHRs, SaTScan, CDC's and WHO's portals, GISAID, Nextstrain, Stata and the
# laboratories' ELR feeds write them (a few lines)
_REDCAP = ("record_id,redcap_event_name,redcap_repeat_instrument,redcap_repeat_instance,county_fips,mmwr_week,"
           "onset_date,specimen_date,pathogen,hospitalized,case_investigation_complete\n"
           "1042,initial_report_arm_1,,,36029,47,2026-11-22,2026-11-24,1,0,2\n"
           "1043,initial_report_arm_1,,,36029,47,2026-11-23,2026-11-24,1,1,1\n"
           "1044,initial_report_arm_1,,,36001,47,2026-11-21,2026-11-23,3,0,0\n")
_REDCAP_DICTIONARY = ('Variable / Field Name,Form Name,Section Header,Field Type,Field Label,'
                      '"Choices, Calculations, OR Slider Labels",Field Note,Text Validation Type OR Show Slider Number,'
                      'Text Validation Min,Text Validation Max,Identifier?,Branching Logic (Show field only if...),'
                      'Required Field?,Custom Alignment,Question Number (surveys only),Matrix Group Name,'
                      'Matrix Ranking?,Field Annotation\n'
                      'record_id,case_investigation,,text,Record ID,,,,,,,,,,,,,\n'
                      'county_fips,case_investigation,,text,County of residence (FIPS),,5 digits,,,,y,,y,,,,,\n'
                      'pathogen,case_investigation,,dropdown,Pathogen,"1, Influenza A | 2, RSV | 3, SARS-CoV-2 | '
                      '4, Norovirus",,,,,,,y,,,,,\n'
                      'onset_date,case_investigation,,text,Symptom onset,,,date_ymd,,today,,,,,,,,\n')
# an Epi Info 7 project: XmlDocument.Save's output, no declaration, the collected data's connection string encrypted
_EPI_INFO = ('<Project id="6f1c2d3e-4b5a-4c7d-9e8f-0a1b2c3d4e5f" name="ILI_Cluster_2026" location="C:\\Epi_Info_7'
             '\\Projects\\ILI_Cluster_2026" description="Erie County ILI cluster, MMWR week 47" schemaVersion="102" '
             'epiVersion="7.2.6.0" createDate="11/24/2026 14:05:31" useMetadataDbForCollectedData="True" '
             'useBackgroundOnAllPages="False">\n  <CollectedData>\n'
             '    <Database connectionString="q3V0YnN0aXR1dGVkIGNvbm5lY3Rpb24gc3RyaW5n+Jx4bWQ=" '
             'dataDriver="Epi.Data.Office.AccessDBFactory, Epi.Data.Office" />\n  </CollectedData>\n'
             '  <Metadata source="2" />\n  <EnterMakeviewInterpreter source="Epi.Core.EnterInterpreter" />\n'
             '</Project>\n')
# an electronic initial case report: an HL7 CDA R2 document (eICR templateId 2.16.840.1.113883.10.20.15.2)
_EICR = ('<?xml version="1.0" encoding="UTF-8"?>\n<?xml-stylesheet type="text/xsl" href="CDAR2_eCR_eICR.xsl"?>\n'
         '<ClinicalDocument xmlns="urn:hl7-org:v3" xmlns:sdtc="urn:hl7-org:sdtc" '
         'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n  <realmCode code="US"/>\n'
         '  <typeId root="2.16.840.1.113883.1.3" extension="POCD_HD000040"/>\n'
         '  <templateId root="2.16.840.1.113883.10.20.22.1.1" extension="2015-08-01"/>\n'
         '  <templateId root="2.16.840.1.113883.10.20.15.2" extension="2016-12-01"/>\n'
         '  <id root="db734647-fc99-424c-a864-7e3cda82e703"/>\n'
         '  <code code="55751-2" codeSystem="2.16.840.1.113883.6.1" codeSystemName="LOINC" '
         'displayName="Public Health Case Report"/>\n  <title>Initial Public Health Case Report</title>\n'
         '  <effectiveTime value="20261124093000-0500"/>\n</ClinicalDocument>\n')
# a SaTScan parameter file, as SaTScan saves it: INI sections, each key after its ';' comment
_SATSCAN_PRM = ("[Input]\n;case data filename\nCaseFile=C:\\SaTScan\\ili_ed.cas\n;control data filename\nControlFile=\n"
                ";time precision (0=None, 1=Year, 2=Month, 3=Day, 4=Generic)\nPrecisionCaseTimes=3\n"
                ";study period start date (YYYY/MM/DD)\nStartDate=2026/08/30\n"
                ";study period end date (YYYY/MM/DD)\nEndDate=2026/11/28\n;population data filename\nPopulationFile=\n"
                ";coordinate data filename\nCoordinatesFile=C:\\SaTScan\\erie_zip.geo\n;use grid file? (y/n)\n"
                "UseGridFile=n\n;grid data filename\nGridFile=\n"
                ";coordinate type (0=Cartesian, 1=latitude/longitude)\nCoordinatesType=1\n\n[Analysis]\n"
                ";analysis type (1=Purely Spatial, 2=Purely Temporal, 3=Retrospective Space-Time, 4=Prospective "
                "Space-Time, 5=Spatial Variation in Temporal Trends, 6=Prospective Purely Temporal, 7=Seasonal "
                "Temporal)\nAnalysisType=4\n")
# a SaTScan case file: location, number of cases, date, then the covariates (age group, sex, race): six fields
_SATSCAN_CAS = ("14201 3 2026/11/23 2 1 1\n14201 1 2026/11/24 4 2 1\n14207 2 2026/11/24 1 1 3\n"
                "14211 1 2026/11/25 3 2 2\n")
# a SaTScan population file: location, year, population, covariate (sex): four fields, a qrels line's shape
_SATSCAN_POP = "14201 2026 6120 1\n14201 2026 5875 2\n14207 2026 11410 1\n14207 2026 11032 2\n"
# CDC FluView Interactive's ILINet download: a title line, then the table
_ILINET = ("PERCENTAGE OF VISITS FOR INFLUENZA-LIKE-ILLNESS REPORTED BY SENTINEL PROVIDERS\n"
           "REGION TYPE,REGION,YEAR,WEEK,% WEIGHTED ILI,%UNWEIGHTED ILI,AGE 0-4,AGE 25-49,AGE 25-64,AGE 5-24,"
           "AGE 50-64,AGE 65,ILITOTAL,NUM. OF PROVIDERS,TOTAL PATIENTS\n"
           "States,New York,2026,46,X,3.41228,X,X,X,X,X,X,2141,212,62744\n"
           "States,New York,2026,47,X,4.01871,X,X,X,X,X,X,2517,209,62632\n")
_GISAID = ("Virus name\tLast vaccinated\tPassage details/history\tType\tAccession ID\tCollection date\tLocation\t"
           "Additional location information\tSequence length\tHost\tPatient age\tGender\tClade\tPango lineage\t"
           "Pango version\tVariant\tAA Substitutions\tSubmission date\tIs reference?\tIs complete?\t"
           "Is high coverage?\tIs low coverage?\tN-Content\tGC-Content\n"
           "hCoV-19/USA/NY-Wadsworth-26012345/2026\t\tOriginal\tbetacoronavirus\tEPI_ISL_19876543\t2026-11-21\t"
           "North America / USA / New York / Erie County\t\t29782\tHuman\t34\tFemale\tGRA\tXFG.3\tconsensus call\t\t"
           "(Spike_F456L,Spike_Q493E,NSP3_T24I)\t2026-11-26\t\tTrue\tTrue\t\t0.0012\t0.3798\n")
_AUSPICE = ('{"version": "v2", "meta": {"title": "Genomic epidemiology of SARS-CoV-2 in New York State", '
            '"updated": "2026-11-27", "build_url": "https://github.com/nextstrain/ncov", "maintainers": '
            '[{"name": "Wadsworth Center"}], "genome_annotations": {"nuc": {"start": 1, "end": 29903, "strand": "+"}}, '
            '"colorings": [{"key": "clade_membership", "title": "Clade", "type": "categorical"}], "filters": '
            '["division", "location"], "panels": ["tree", "map", "entropy", "frequencies"]}, "tree": {"name": '
            '"NODE_0000001", "node_attrs": {"div": 0, "num_date": {"value": 2026.81}}, "children": []}}\n')
# an HL7 v2.5.1 ORU^R01 electronic laboratory report: segments ended by carriage returns
_HL7_ELR = ("MSH|^~\\&|WADSWORTH LIMS^2.16.840.1.114222.4.1.214.1^ISO|WADSWORTH CENTER^33D0654321^CLIA|"
            "NYSDOH ECLRS^2.16.840.1.114222.4.3.2.4^ISO|NYSDOH^2.16.840.1.114222.4.1.214^ISO|20261127080012-0500||"
            "ORU^R01^ORU_R01|ELR20261127080012001|P|2.5.1|||NE|NE|||||"
            "PHLabReport-NoAck^ELR_Receiver^2.16.840.1.113883.9.11^ISO\r"
            "PID|1||1042^^^WADSWORTH CENTER&33D0654321&CLIA^PI||DOE^JANE^^^^^L||19790312|F|||"
            "12 MAIN ST^^BUFFALO^NY^14201^USA^H^^36029\r"
            "OBR|1||LAB20261124-0042^WADSWORTH CENTER^33D0654321^CLIA|92142-9^Influenza virus A RNA [Presence] in "
            "Respiratory system specimen by NAA with probe detection^LN|||20261124093000-0500\r"
            "OBX|1|CWE|92142-9^Influenza virus A RNA [Presence] in Respiratory system specimen by NAA with probe "
            "detection^LN||260373001^Detected^SCT||||||F\r")
# WHO FluNet's table (VIW_FNT.csv): a row per country, week and origin
_FLUNET = ("WHOREGION,FLUSEASON,HEMISPHERE,ITZ,COUNTRY_CODE,COUNTRY_AREA_TERRITORY,ISO_WEEKSTARTDATE,ISO_YEAR,ISO_WEEK,"
           "MMWR_WEEKSTARTDATE,MMWR_YEAR,MMWR_WEEK,ORIGIN_SOURCE,SPEC_PROCESSED_NB,SPEC_RECEIVED_NB,AH1N12009,AH1,AH3,"
           "AH5,AH7N9,ANOTSUBTYPED,ANOTSUBTYPABLE,AOTHER_SUBTYPE,AOTHER_SUBTYPE_DETAILS,INF_A,BVIC_2DEL,BVIC_3DEL,"
           "BVIC_NODEL,BVIC_DELUNK,BYAM,BNOTDETERMINED,INF_B,INF_ALL,INF_NEGATIVE,ILI_ACTIVITY,ADENO,BOCA,"
           "HUMAN_CORONA,METAPNEUMO,PARAINFLUENZA,RHINO,RSV,OTHERRESPVIRUS,OTHER_RESPVIRUS_DETAILS,LAB_RESULT_COMMENT,"
           "WCR_COMMENT,ISO2,ISOYW,MMWRYW\n"
           "AMR,NH,NH,FLU_NTH_AMC,USA,United States of America,2026-11-16,2026,47,2026-11-15,2026,46,NONSENTINEL,"
           "13254,,412,,1873,,,2210,,,,4495,,,,,,312,312,4807,8447,,,,,,,,,,,,,US,202647,202646\n")


def _stata_dta() -> bytes:
    """A Stata 14+ dataset (format 118): '<stata_dta><header><release>118</release>', the map of its sections'
    offsets, the variables' types, names and formats, then two rows of data."""
    names = [b"county_fips", b"mmwr_week", b"pathogen", b"cases", b"expected"]
    types = [5, 65529, 24, 65528, 65526]  # str5, int, str24, long, double
    formats = [b"%5s", b"%8.0g", b"%24s", b"%12.0g", b"%10.0g"]
    label = b"ED syndromic signals, MMWR week 47"
    rows = [(b"36029", 47, b"influenza-a/h3n2", 41, 18.25), (b"36001", 47, b"rsv-a", 12, 9.5)]
    header = (b"<stata_dta><header><release>118</release><byteorder>LSF</byteorder><K>" + struct.pack("<H", len(names))
              + b"</K><N>" + struct.pack("<Q", len(rows)) + b"</N><label>" + struct.pack("<H", len(label)) + label
              + b"</label><timestamp>\x1127 Nov 2026 08:00</timestamp></header>")
    data = b"".join(f.ljust(5, b"\0") + struct.pack("<h", w) + p.ljust(24, b"\0") + struct.pack("<i", c)
                    + struct.pack("<d", e) for f, w, p, c, e in rows)
    parts = [b"<variable_types>" + b"".join(struct.pack("<H", t) for t in types) + b"</variable_types>",
             b"<varnames>" + b"".join(n.ljust(129, b"\0") for n in names) + b"</varnames>",
             b"<sortlist>" + b"\0\0" * (len(names) + 1) + b"</sortlist>",
             b"<formats>" + b"".join(f.ljust(57, b"\0") for f in formats) + b"</formats>",
             b"<value_label_names>" + b"\0" * 129 * len(names) + b"</value_label_names>",
             b"<variable_labels>" + b"\0" * 321 * len(names) + b"</variable_labels>",
             b"<characteristics></characteristics>", b"<data>" + data + b"</data>", b"<strls></strls>",
             b"<value_labels></value_labels>", b"</stata_dta>"]
    offsets = [0, len(header)]
    at = len(header) + len(b"<map>") + 14 * 8 + len(b"</map>")
    for part in parts:
        offsets.append(at)
        at += len(part)
    offsets.append(at)
    return header + b"<map>" + b"".join(struct.pack("<Q", o) for o in offsets) + b"</map>" + b"".join(parts)


def thirtyfourth_bar_epidemiology_cases() -> list[Case]:
    G = THIRTYFOURTH_EPIDEMIOLOGY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="signals", judgements="outbreaks", runs=_RECS3, stem="signals", outputs=_OUT,
        item="signal", rounded="ears_c2",
        weights="{'ears_c2': 0.5, 'farrington': 1.5, 'satscan': 1.0, 'epidemiologists': 2.0}",
        lone_query="R['epidemiologists']['fips:36061/mmwr-2026-47'] = {'path:legionella/sg1': 0.9, "
                   "'path:mpox/clade-ib': 0.4}\n",
        trust="farrington 1.5\nsatscan 1\nears_c2 0.5\n",
        trust_dict="{'farrington': 1.5, 'satscan': 1, 'ears_c2': 0.5}",
        texts={
            "rrf": ("u34d_rrf_methods",
                    "rankagg.fuse({method: {county/week: {signal: score}}}, method='rrf'): four rankings, six "
                    "counties ('fips:36029/mmwr-2026-47'), signals by pathogen ('path:influenza-a/h3n2')"),
            "borda": ("u34d_borda_unscored_signals",
                      "rankagg.fuse(..., method='borda'): the Farrington algorithm has no baseline, so no score, for "
                      "pathogens with under three seasons of data"),
            "combsum": ("u34d_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): EARS C2 at one decimal (many ties) beside the others"),
            "fuser": ("u34d_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per county: the epidemiologists count 2, EARS C2 0.5"),
            "frame": ("u34d_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the weekly signal log, a row "
                      "per county, signal and method"),
            "evaluate": ("u34d_evaluate_outbreaks",
                         "rankagg.evaluate(fused ranking, what the investigations found, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put first the confirmed outbreaks"),
            "lone": ("u34d_one_method_county",
                     "rankagg.fuse(..., method='rrf'): a county only the epidemiologists ranked (its ED feed down "
                     "this week) beside counties every method covers"),
            "cli_rrf": ("u34d_cli_rrf_runs",
                        "rankagg fuse ears_c2.run farrington.run satscan.run --method rrf -o signals.run: one run per "
                        "method, counties as queries"),
            "cli_borda": ("u34d_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: Farrington counts "
                          "1.5, EARS C2 0.5)"),
            "cli_combsum": ("u34d_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four signals the unit can investigate "
                            "this week"),
            "cli_evaluate": ("u34d_cli_evaluate_outbreak_qrels",
                             "rankagg evaluate signals.run --qrels outbreaks.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what the investigations found (0-2)"),
            "cli_parquet": ("u34d_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o signals.parquet: gzipped runs from the surveillance "
                            "server's nightly jobs, a Parquet table for the situational awareness dashboard")})

    # --- the unit's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u34d_redcap_export_as_run", "a REDCap data export (record_id, redcap_event_name, redcap_repeat_instrument, "
         "..., case_investigation_complete)", "OutbreakCases_DATA_2026-11-27_0800.csv", _REDCAP, "REDCap",
         "OutbreakCases_DATA_2026-11-27_0800.csv:1"),
        ("u34d_epi_info_prj_as_run", "an Epi Info 7 project (Project schemaVersion=..., epiVersion=..., CollectedData, "
         "Metadata, EnterMakeviewInterpreter)", "ILI_Cluster_2026.prj", _EPI_INFO, "Epi Info",
         "ILI_Cluster_2026.prj:1"),
        ("u34d_eicr_as_run", "an eICR document (an HL7 CDA ClinicalDocument, templateId 2.16.840.1.113883.10.20.15.2, "
         "'Public Health Case Report')", "eICR_1042.xml", _EICR, "eICR", "eICR_1042.xml:3"),
        ("u34d_satscan_prm_as_run", "a SaTScan parameter file ([Input], ';case data filename', CaseFile=..., "
         "[Analysis], AnalysisType=...)", "ili_prospective.prm", _SATSCAN_PRM, "SaTScan", "ili_prospective.prm:1"),
        ("u34d_satscan_cas_as_run", "a SaTScan case file (location, cases, date, then three covariates: six fields a "
         "line)", "ili_ed.cas", _SATSCAN_CAS, "SaTScan", "ili_ed.cas:1"),
        ("u34d_ilinet_as_run", "CDC FluView's ILINet download (a title line 'PERCENTAGE OF VISITS FOR "
         "INFLUENZA-LIKE-ILLNESS ...', then REGION TYPE, REGION, YEAR, WEEK, ...)", "ILINet.csv", _ILINET, "ILINet",
         "ILINet.csv:1"),
        ("u34d_gisaid_metadata_as_run", "GISAID's metadata (Virus name, Last vaccinated, Passage details/history, ..., "
         "Pango lineage, ...; tab-separated)", "gisaid_hcov-19_2026_11_27_08.tsv", _GISAID, "GISAID",
         "gisaid_hcov-19_2026_11_27_08.tsv:1"),
        ("u34d_auspice_json_as_run", "a Nextstrain Auspice JSON (version v2, meta: title, updated, panels, ...; "
         "tree)", "ncov_new-york.json", _AUSPICE, "Nextstrain", "ncov_new-york.json:1"),
        ("u34d_stata_dta_as_run", "a Stata dataset (.dta 118: '<stata_dta><header><release>118</release>', a map, "
         "then its variables and data)", "ed_signals_w47.dta", _stata_dta(), "Stata", "ed_signals_w47.dta")],
        one_run=("farrington.run", _ONE_RUN), stem="signals",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a Stata dataset read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the unit gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u34d_satscan_pop_as_qrels", "erie_zip.pop", _SATSCAN_POP, "SaTScan"),
        ("u34d_hl7_elr_as_qrels", "ELR_20261127.hl7", _HL7_ELR, "HL7"),
        ("u34d_redcap_dictionary_as_qrels", "OutbreakCases_DataDictionary_2026-11-27.csv", _REDCAP_DICTIONARY,
         "REDCap"),
        ("u34d_flunet_as_qrels", "VIW_FNT.csv", _FLUNET, "FluNet")],
        one_run=("farrington.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u34d_out_dta", "signals.dta", "a Stata dataset"),
        ("u34d_out_cas", "signals.cas", "a SaTScan case file"),
        ("u34d_out_prm", "signals.prm", "a SaTScan parameter file"),
        ("u34d_out_hl7", "signals.hl7", "an HL7 v2 message file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=34"))

    # --- the unit's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u34d_api_auspice_dict",
            "rankagg.fuse(json.load(ncov_new-york.json)): a Nextstrain Auspice JSON loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('a.json')), method='rrf')\n",
            "Nextstrain", why="a run maps a query to {document: score}; an Auspice JSON's 'version' is text and "
            "'meta' and 'tree' are objects", files={"a.json": _AUSPICE}),
        bad("u34d_api_redcap_frame",
            "rankagg.fuse(pd.read_csv(OutbreakCases_DATA_2026-11-27_0800.csv)): a REDCap data export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "REDCap", why="a table of runs has qid, docid, run and score columns; a REDCap export has a record and "
            "event per row", files={"r.csv": _REDCAP}),
    ]
    return cases
