"""Issue 45's hundred-and-thirteenth bar of scripts/reliability_matrix.py, a humanitarian survey team's site
prioritisation review, the assessment and information-management team of a humanitarian organisation (the enumerators'
supervisors who clean the survey data and the cluster coordinators who rank displacement sites for assistance and
survey rounds for follow-up) ranking sites and settlements per district, round and response from needs-severity
scores, access constraints, the supervisors' data-quality grades and the coordinators' votes (its cases, ids
``u113b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's review: each district, each survey round's sector and each response's cluster
(``district:2026-SD-North-Darfur/tawila``, ``round:2026-R7/wash``, ``response:2026-flood-sindh/shelter``) is a query
and each site or settlement a document, as the team writes it: a site code with its admin-level prefix, as the
Displacement Tracking Matrix writes them (``site:SD-NDA-TAW-0042``), or an OCHA administrative P-code
(``pcode:SD02104``); on the typed sheets the bare site code (``SD-NDA-TAW-0042``).  The runs are needs-severity
scores, access constraints, the supervisors' data-quality grades and the coordinators' votes, turned to scores in [0,
1] at four decimals.  They are fused with RRF, Borda and CombSUM, the needs-severity scores weighted highest, and
judged against the coordination meeting's decisions (2 priority, 1 monitor, 0 no action).  The mistakes and odd files:
the field's own files given where runs or qrels are read (a KoboToolbox CSV export and a KoboToolbox API answer of the
data endpoint (JSON), an ODK XForm (XML) of the site assessment, an HXL-tagged CSV of the Displacement Tracking Matrix
as HDX publishes it, a KoboToolbox GeoJSON export of the sites, a LimeSurvey survey structure file (.lss), an SPSS
system file (.sav), an ODK Central CSV export, and a supervisor's rating sheet, a coordinator's ballot and the
coordination meeting's vote tally as the team types them), and outputs named for the field's files (an XLSForm .xlsx,
an SPSS .sav, a LimeSurvey .lss and a GeoJSON .geojson).  (Checked: the KoboToolbox CSV export from
kobotoolbox/formpack's src/formpack/reporting/export.py (read: Export.to_csv(sep=';', quote='"') quotes every field
and joins them with '";"', group_sep '/' by default, '_index' added to each row) and kobotoolbox/kpi's
kpi/models/import_export_task.py (found by string search: each line written with '\\r\\n'); the trailing columns
'_id', '_uuid', '_submission_time', '_validation_status', '_notes', '_status', '_submitted_by', '__version__', '_tags',
'_index' and their values' forms ('submitted_via_web', '2023-07-19 18:33:06', a version id 'vAn4JY89YxfVohbgTaxmfQ')
from a real export kept as a test fixture (ConservationMetrics/gc-scripts-hub,
f/connectors/kobotoolbox/tests/assets/kobotoolbox_submissions.csv); the form's own columns (XML values and headers,
'grp_site/site_code', ...) are ours, and the file's name ('..._-_all_versions_-_False_-_<date>.csv') is from memory,
a guess.  The KoboToolbox API answer of /api/v2/assets/<uid>/data/ from the same repository's server_responses.py
(read: 'count', 'next', 'previous', 'results', each result with '_id', 'formhub/uuid', 'start', 'end', 'today',
'username', 'deviceid', the questions, '__version__', 'meta/instanceID', '_xform_id_string', '_uuid', '_attachments',
'_status', '_geolocation', '_submission_time', '_tags', '_notes', '_validation_status', '_submitted_by'); written
compact, as Django REST framework renders JSON by default (from memory, not checked).  The ODK XForm from
XLSForm/pyxform's tests/test_expected_output/repeat_date_test.xml (read: the '<?xml version="1.0"?>' line, <h:html>
with the xforms, ev, h, jr, odk, orx and xsd namespaces, <h:head>, <h:title>, <model odk:xforms-version="1.0.0">, the
primary <instance> with meta/instanceID, a secondary instance per choice list (root/item/label, name), <bind> lines with
nodeset and type, the jr:preload="uid" bind, then <h:body> with <input>, <group> and <select1> with an <itemset>,
two-space indent); the root's name 'data' and its version attribute are a guess.  The HXL-tagged CSV of the
Displacement Tracking Matrix from OCHA-DAP/hdx-scraper-iom-dtm's
tests/fixtures/global-iom-dtm-from-api-admin-0-to-2.csv (read: the column line 'id,operation,admin0Name,admin0Pcode,
admin1Name,admin1Pcode,admin2Name,admin2Pcode,adminLevel,numPresentIdpInd,reportingDate,yearReportingDate,
monthReportingDate,roundNumber,assessmentType,operationStatus', the HXL row '#id+code,#operation+name,
#country+name,#country+code,#adm1+name,#adm1+code,#adm2+name,#adm2+code,#adm+level,#affected+idps,#date+reported,...'
and rows such as '8322,Haiti Earthquake,Haiti,HTI,Ouest,HT01,,,1,1059849,2010-11-30T00:00:00,2010,11,1,SA,Inactive');
our rows' operation name, Sudan's P-codes and numbers are illustrative, not checked against Sudan's COD.  The
KoboToolbox GeoJSON export from formpack's Export.to_geojson (read: with flatten, '{', '"type": "FeatureCollection",',
'"name": "<first section>",', '"features": [', then each feature as json.dumps on its own line, ',\\n' between, and
'\\n]\\n}'; a geopoint 'lat lon alt acc' becomes a Point [lon, lat, alt]; blank answers and the geo question left out
of the properties) and kpi writing its lines unchanged; the section's name and the properties are ours.  The
LimeSurvey .lss from LimeSurvey's application/helpers/export_helper.php (read: surveyGetXMLData writes with PHP's
XMLWriter, indented, '<?xml version="1.0" encoding="UTF-8"?>', <document>, <LimeSurveyDocType>Survey, <DBVersion>,
<languages>, then surveyGetXMLStructure's tables in order (answers, assessments, conditions, defaultvalues, groups,
questions, subquestions, question_attributes, quotas, surveys, surveys_languagesettings, ...), buildXMLFromQuery
writing a table only when it has rows, as <fields> of <fieldname> then <rows> of <row>, each value in CDATA); the
groups' columns from a .lss emitter found by string search (gid, sid, group_name, group_order, description, language,
randomization_group, grelevance); the answers', questions', surveys' and language settings' columns are LimeSurvey 3's
as remembered, a subset for the surveys table, and the DBVersion (366) is a guess.  The SPSS .sav from ReadStat's
readstat_sav_write.c (read: sav_emit_header: '$FL2', the product name '@(#) SPSS DATA FILE - created by ReadStat,
https://github.com/WizardMac/ReadStat' padded with spaces to 60 bytes, layout code 2, the nominal case size in 8-byte
units, compression 0, weight index 0, the case count, the bias 100.0, the date '%d %b %y', the time '%T', a 64-byte
label and 3 bytes of padding; then type 2 variable records named VAR0, VAR1, ... with a label and, for a string, a
continuation record of type -1 per further 8 bytes; the machine integer info record 7/3 (version 1.0.0, machine code
-1, IEEE floats, compression code 1, little endian, UTF-8's character code) and the floating point record 7/4 (SYSMIS,
the highest and lowest values), the long variable names record 7/13 ('VAR0=site_code' joined by tabs), the
termination record 999 and uncompressed 8-byte cases); no missing values are declared (that early writer declared one
NaN per variable) and a string variable's type is its width as in the system-file format (that writer wrote 255); the
values are ours, and so are SYSMIS as -DBL_MAX (SPSS's value, where that writer wrote NaN) and
UTF-8's code as 65001 (from memory).  The ODK Central CSV export from getodk/central-backend's tests
(found by string search: the header 'SubmissionDate', the form's fields with groups joined by '-' ('meta-instanceID'),
then 'KEY', 'SubmitterID', 'SubmitterName', 'AttachmentsPresent', 'AttachmentsExpected', 'Status', 'ReviewState',
'DeviceID', 'Edits', 'FormVersion', comma-separated, '\\n' line ends); the review states, device ids and values are
ours.  The output suffixes: .xlsx is the XLSForm's (the form definition spreadsheet KoboToolbox and pyxform read), .sav
SPSS's (ReadStat's and pyreadstat's writers), .lss LimeSurvey's structure file, .geojson KoboToolbox's GeoJSON export
(RFC 7946).  Left out, as they could not be checked here: an XLSForm's own workbook given as a run (a zip of XML
parts, not written here), a LimeSurvey response export, ActivityInfo's and the DTM's site-level exports (no stored
writer or example), a SurveyCTO export and a Stata .dta.  The rating sheet, the ballot and the vote tally are typed
here as the team's supervisors and coordinators type them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import csv
import io
import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDTHIRTEENTH_SURVEYS = ("45 Unseen inputs: a hundred-and-thirteenth bar, a humanitarian organisation's "
                             "assessment and information-management team (the enumerators' supervisors who clean the "
                             "survey data and the cluster coordinators who rank displacement sites for assistance "
                             "and survey rounds for follow-up) ranking sites and settlements per district, round and "
                             "response from needs-severity scores, access constraints, data-quality grades and the "
                             "coordinators' votes (KoboToolbox CSV exports, API answers (JSON) and GeoJSON exports, "
                             "ODK XForms (XML) and ODK Central CSV exports, HXL-tagged Displacement Tracking Matrix "
                             "CSVs as HDX publishes them, LimeSurvey structure files (.lss), SPSS system files "
                             "(.sav), XLSForms (.xlsx), supervisors' rating sheets, coordinators' ballots and the "
                             "coordination meeting's vote tallies as typed)")

_SITE = "SD-NDA-TAW-0042"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['needs_severity', 'access_constraints', 'dq_grades', 'coordinator_votes'],
    items=[f'site:{_SITE}', 'site:SD-NDA-TAW-0017', 'pcode:SD02104', 'site:SD-NDA-TAW-0103', 'site:SD-NDA-KTM-0008',
           'pcode:SD02107', 'site:PK-SND-DAD-0211', 'site:PK-SND-JMS-0034'],
    queries=['district:2026-SD-North-Darfur/tawila', 'round:2026-R7/wash', 'response:2026-flood-sindh/shelter',
             'district:2026-SD-North-Darfur/kutum', 'round:2026-R7/protection', 'response:2026-flood-sindh/food'],
    suffix='/follow-up', generator='site_scores', judgements='meeting_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "site_scores", "priorities.run")

_RECS3 = ["needs_severity", "dq_grades", "coordinator_votes"]
_OUT = ("priorities.run",)
_ONE_RUN = (f"district:2026-SD-North-Darfur/tawila Q0 site:{_SITE} 1 0.9321 coordinator_votes\n"
            "district:2026-SD-North-Darfur/tawila Q0 site:SD-NDA-TAW-0017 2 0.8744 coordinator_votes\n")


def _csv(rows: list[list[str]], delimiter: str = ",", lineterminator: str = "\n") -> str:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator=lineterminator).writerows(rows)
    return out.getvalue()


# the team's files, as KoboToolbox, ODK, HDX, LimeSurvey, ReadStat and the team's own hands write them
# a KoboToolbox CSV export (XML values and headers, '/' group separator): every field quoted, ';' between, CRLF lines
_KOBO_COLUMNS = ["start", "end", "today", "deviceid", "grp_site/site_code", "grp_site/pcode_adm2",
                 "grp_site/site_type", "grp_needs/wash_severity", "grp_needs/shelter_severity", "grp_needs/hh_count",
                 "grp_access/access_constraint", "grp_access/access_notes", "_id", "_uuid", "_submission_time",
                 "_validation_status", "_notes", "_status", "_submitted_by", "__version__", "_tags", "_index"]
_KOBO_ROWS = [
    ["2026-11-02T08:14:31.402+02:00", "2026-11-02T08:41:07.958+02:00", "2026-11-02", "collect:Q2mZk8rTq0bLs1Xe",
     _SITE, "SD02104", "camp", "4", "3", "1240", "2", "road via Dali open, checkpoint at Tawila market",
     "412906551", "6d1f2b7e-93c4-4f0a-a6e8-2b51c0f4d913", "2026-11-02 06:41:19", "", "", "submitted_via_web",
     "enum_abakar07", "vR7tAwLsite4Kq2Xn9dPz3", "", "1"],
    ["2026-11-02T09:02:55.117+02:00", "2026-11-02T09:29:40.201+02:00", "2026-11-02", "collect:Q2mZk8rTq0bLs1Xe",
     "SD-NDA-TAW-0017", "SD02104", "informal_settlement", "3", "4", "860", "3", "", "412908214",
     "a30c5e41-0b7d-4e19-8f52-9c6e1d2a7b08", "2026-11-02 07:29:52", "", "", "submitted_via_web", "enum_abakar07",
     "vR7tAwLsite4Kq2Xn9dPz3", "", "2"],
    ["2026-11-02T10:11:03.660+02:00", "2026-11-02T10:38:12.034+02:00", "2026-11-02", "collect:Xa81Lm0ePq7Rw3Nz",
     "SD-NDA-TAW-0103", "SD02104", "collective_centre", "2", "2", "315", "1", "school, 4 classrooms", "412911870",
     "f5b8e2d9-4c61-47a3-b0e4-71d93a6c2f15", "2026-11-02 08:38:30", "", "", "submitted_via_web", "enum_hawa12",
     "vR7tAwLsite4Kq2Xn9dPz3", "", "3"]]
_KOBO_CSV = "".join('"' + '";"'.join(v.replace('"', '""') for v in row) + '"\r\n'
                    for row in [_KOBO_COLUMNS] + _KOBO_ROWS)
_KOBO_CSV_NAME = "Tawila_site_assessment_R7_-_all_versions_-_False_-_2026-11-03-09-41-12.csv"

# a KoboToolbox API answer of /api/v2/assets/<uid>/data/: count, next, previous, results, rendered compact
_ASSET_UID = "aK7dQm2xTwR7siteAssess"
_KOBO_RESULTS = [{
    "_id": int(row[12]), "formhub/uuid": "3e9b0f4c71d24a6b9c5e8f10a2d7b64e", "start": row[0], "end": row[1],
    "today": row[2], "username": row[18], "deviceid": row[3], "grp_site/site_code": row[4],
    "grp_site/pcode_adm2": row[5], "grp_site/site_type": row[6], "grp_needs/wash_severity": row[7],
    "grp_needs/shelter_severity": row[8], "grp_needs/hh_count": row[9], "grp_access/access_constraint": row[10],
    "__version__": row[19], "meta/instanceID": "uuid:" + row[13], "_xform_id_string": _ASSET_UID,
    "_uuid": row[13], "_attachments": [], "_status": "submitted_via_web", "_geolocation": [None, None],
    "_submission_time": row[14].replace(" ", "T"), "_tags": [], "_notes": [], "_validation_status": {},
    "_submitted_by": row[18]} for row in _KOBO_ROWS]
_KOBO_API = json.dumps({"count": len(_KOBO_RESULTS), "next": None, "previous": None, "results": _KOBO_RESULTS},
                       separators=(",", ":"))
_KOBO_API_NAME = f"{_ASSET_UID}_data.json"

# an ODK XForm of the site assessment as pyxform writes it: namespaces, head, model, instances, binds, body
_CHOICES = {"severity": [("1", "1 - minimal"), ("2", "2 - stress"), ("3", "3 - severe"), ("4", "4 - extreme"),
                         ("5", "5 - catastrophic")],
            "site_type": [("camp", "Camp"), ("informal_settlement", "Informal settlement"),
                          ("collective_centre", "Collective centre"), ("host_community", "Host community")]}


def _xform() -> str:
    root = "/data"
    fields = [("grp_site", "site_code", "string", "Site code (DTM)", None),
              ("grp_site", "pcode_adm2", "string", "Locality P-code", None),
              ("grp_site", "site_type", "string", "Site type", "site_type"),
              ("grp_needs", "wash_severity", "string", "WASH severity", "severity"),
              ("grp_needs", "shelter_severity", "string", "Shelter severity", "severity"),
              ("grp_needs", "hh_count", "int", "Households present", None)]
    groups = ["grp_site", "grp_needs"]
    lines = ['<?xml version="1.0"?>',
             '<h:html xmlns="http://www.w3.org/2002/xforms" xmlns:ev="http://www.w3.org/2001/xml-events" '
             'xmlns:h="http://www.w3.org/1999/xhtml" xmlns:jr="http://openrosa.org/javarosa" '
             'xmlns:odk="http://www.opendatakit.org/xforms" xmlns:orx="http://openrosa.org/xforms" '
             'xmlns:xsd="http://www.w3.org/2001/XMLSchema">',
             "  <h:head>", "    <h:title>Tawila site assessment R7</h:title>",
             '    <model odk:xforms-version="1.0.0">', "      <instance>",
             '        <data id="tawila_site_assessment_r7" version="2026110201">']
    for g in groups:
        lines.append(f"          <{g}>")
        lines += [f"            <{name}/>" for gg, name, _, _, _ in fields if gg == g]
        lines.append(f"          </{g}>")
    lines += ["          <meta>", "            <instanceID/>", "          </meta>", "        </data>",
              "      </instance>"]
    for list_name, items in _CHOICES.items():
        lines += [f'      <instance id="{list_name}">', "        <root>"]
        for name, label in items:
            lines += ["          <item>", f"            <label>{label}</label>", f"            <name>{name}</name>",
                      "          </item>"]
        lines += ["        </root>", "      </instance>"]
    lines += [f'      <bind nodeset="{root}/{g}/{name}" type="{t}"/>' for g, name, t, _, _ in fields]
    lines += [f'      <bind jr:preload="uid" nodeset="{root}/meta/instanceID" readonly="true()" type="string"/>',
              "    </model>", "  </h:head>", "  <h:body>"]
    for g in groups:
        lines += [f'    <group ref="{root}/{g}">', f"      <label>{g[4:].title()}</label>"]
        for gg, name, _, label, choices in fields:
            if gg != g:
                continue
            if choices:
                lines += [f'      <select1 ref="{root}/{g}/{name}">', f"        <label>{label}</label>",
                          f"        <itemset nodeset=\"instance('{choices}')/root/item\">",
                          '          <value ref="name"/>', '          <label ref="label"/>', "        </itemset>",
                          "      </select1>"]
            else:
                lines += [f'      <input ref="{root}/{g}/{name}">', f"        <label>{label}</label>",
                          "      </input>"]
        lines.append("    </group>")
    lines += ["  </h:body>", "</h:html>"]
    return "\n".join(lines) + "\n"


_XFORM = _xform()
_XFORM_NAME = "tawila_site_assessment_r7.xml"

# an HXL-tagged CSV of the Displacement Tracking Matrix as HDX publishes it: the column line, the hashtag row, rows
_DTM_COLUMNS = ["id", "operation", "admin0Name", "admin0Pcode", "admin1Name", "admin1Pcode", "admin2Name",
                "admin2Pcode", "adminLevel", "numPresentIdpInd", "reportingDate", "yearReportingDate",
                "monthReportingDate", "roundNumber", "assessmentType", "operationStatus"]
_DTM_HXL = ["#id+code", "#operation+name", "#country+name", "#country+code", "#adm1+name", "#adm1+code",
            "#adm2+name", "#adm2+code", "#adm+level", "#affected+idps", "#date+reported", "#date+year+reported",
            "#date+month+reported", "#round+code", "#assessment+type", "#operation+status"]
_DTM_ROWS = [
    ["30412", "Sudan Crisis", "Sudan", "SDN", "North Darfur", "SD02", "", "", "1", "1742806", "2026-09-30T00:00:00",
     "2026", "9", "7", "BA", "Active"],
    ["30988", "Sudan Crisis", "Sudan", "SDN", "North Darfur", "SD02", "Tawila", "SD02104", "2", "652117",
     "2026-09-30T00:00:00", "2026", "9", "7", "BA", "Active"],
    ["30989", "Sudan Crisis", "Sudan", "SDN", "North Darfur", "SD02", "Kutum", "SD02107", "2", "118430",
     "2026-09-30T00:00:00", "2026", "9", "7", "BA", "Active"],
    ["31022", "Sudan Crisis", "Sudan", "SDN", "North Darfur", "SD02", "Tawila", "SD02104", "2", "671954",
     "2026-10-31T00:00:00", "2026", "10", "8", "BA", "Active"]]
_DTM_CSV = _csv([_DTM_COLUMNS, _DTM_HXL] + _DTM_ROWS)
_DTM_NAME = "global-iom-dtm-from-api-admin-0-to-2_sdn.csv"


# a KoboToolbox GeoJSON export (flattened): the preamble lines, a json.dumps feature per line, then the epilogue
def _geojson() -> str:
    points = {_SITE: (14.42718, 13.38542, 781.0), "SD-NDA-TAW-0017": (14.41109, 13.39877, 779.5),
              "SD-NDA-TAW-0103": (14.43355, 13.37401, 783.2)}
    feats = []
    for row in _KOBO_ROWS:
        props = {k: v for k, v in zip(_KOBO_COLUMNS, row) if v}
        feats.append(json.dumps({"type": "Feature", "geometry": {"type": "Point", "coordinates": list(points[row[4]])},
                                 "properties": props}))
    return ('{\n"type": "FeatureCollection",\n"name": "Tawila site assessment R7",\n"features": [\n'
            + ",\n".join(feats) + "\n]\n}")


_GEOJSON = _geojson()
_GEOJSON_NAME = "Tawila_site_assessment_R7_-_all_versions_-_False_-_2026-11-03-09-44-50.geojson"


# a LimeSurvey survey structure (.lss) of the coordinators' ranking survey, as XMLWriter indents it (one space)
def _lss_table(name: str, fields: list[str], rows: list[list[str]]) -> list[str]:
    out = [f" <{name}>", "  <fields>"] + [f"   <fieldname>{f}</fieldname>" for f in fields] + ["  </fields>",
                                                                                            "  <rows>"]
    for row in rows:
        out.append("   <row>")
        out += [f"    <{f}><![CDATA[{v}]]></{f}>" if v != "" else f"    <{f}/>" for f, v in zip(fields, row)]
        out.append("   </row>")
    return out + ["  </rows>", f" </{name}>"]


_LSS_SID = "482917"
_LSS_SITES = [(_SITE, "Tawila camp, block 4"), ("SD-NDA-TAW-0017", "Tawila informal settlement north"),
              ("SD-NDA-TAW-0103", "Tawila school collective centre"), ("SD-NDA-KTM-0008", "Kutum gathering site")]
_LSS = "\n".join(
    ['<?xml version="1.0" encoding="UTF-8"?>', "<document>", " <LimeSurveyDocType>Survey</LimeSurveyDocType>",
     " <DBVersion>366</DBVersion>", " <languages>", "  <language>en</language>", " </languages>"]
    + _lss_table("answers", ["qid", "code", "answer", "sortorder", "assessment_value", "language", "scale_id"],
                 [["1041", f"A{i}", f"{code} {label}", str(i), "0", "en", "0"]
                  for i, (code, label) in enumerate(_LSS_SITES, 1)])
    + _lss_table("groups", ["gid", "sid", "group_name", "group_order", "description", "language",
                            "randomization_group", "grelevance"],
                 [["212", _LSS_SID, "WASH site ranking, round 7", "0", "", "en", "", "1"]])
    + _lss_table("questions", ["qid", "parent_qid", "sid", "gid", "type", "title", "question", "preg", "help",
                               "other", "mandatory", "question_order", "language", "scale_id", "same_default",
                               "relevance", "modulename"],
                 [["1040", "0", _LSS_SID, "212", "L", "cluster", "Your cluster", "", "", "N", "Y", "0", "en", "0",
                   "0", "1", ""],
                  ["1041", "0", _LSS_SID, "212", "R", "siterank", "Rank the sites for WASH assistance in round 7",
                   "", "Drag the sites, the most urgent first", "N", "Y", "1", "en", "0", "0", "1", ""]])
    + _lss_table("surveys", ["sid", "gsid", "admin", "adminemail", "anonymized", "format", "savetimings",
                             "template", "language", "datestamp", "ipaddr", "refurl"],
                 [[_LSS_SID, "1", "IM officer North Darfur", "im.ndarfur@example.org", "N", "G", "Y", "fruity",
                   "en", "Y", "N", "N"]])
    + _lss_table("surveys_languagesettings", ["surveyls_survey_id", "surveyls_language", "surveyls_title",
                                              "surveyls_description", "surveyls_welcometext", "surveyls_endtext",
                                              "surveyls_url", "surveyls_urldescription"],
                 [[_LSS_SID, "en", "Coordinators' site ranking, round 7", "", "", "", "", ""]])
    + ["</document>"]) + "\n"
_LSS_NAME = f"limesurvey_survey_{_LSS_SID}.lss"


# an SPSS system file as ReadStat writes it: the 176-byte header, variable records, 7/3, 7/4, 7/13, 999, then cases
def _sav() -> bytes:
    # (long name, label, width: 0 numeric, else a string of that many bytes)
    variables = [("site_code", "Site code (DTM)", 16), ("wash_severity", "WASH severity", 0),
                 ("shelter_severity", "Shelter severity", 0), ("hh_count", "Households present", 0),
                 ("access_constraint", "Access constraint", 0)]
    cases = [(_SITE, 4.0, 3.0, 1240.0, 2.0), ("SD-NDA-TAW-0017", 3.0, 4.0, 860.0, 3.0),
             ("SD-NDA-TAW-0103", 2.0, 2.0, 315.0, 1.0)]
    slots = sum(w // 8 if w else 1 for _, _, w in variables)
    prod = b"@(#) SPSS DATA FILE - created by ReadStat, https://github.com/WizardMac/ReadStat"
    out = struct.pack("<4s60siiiiid9s8s64s3s", b"$FL2", prod[:60].ljust(60), 2, slots, 0, 0, len(cases), 100.0,
                      b"03 Nov 26", b"09:41:12", b"Tawila site assessment R7".ljust(64), b"\0\0\0")
    for i, (_, label, width) in enumerate(variables):
        fmt = (1 << 16 | width << 8) if width else (5 << 16 | 8 << 8 | 2)  # A16, F8.2
        lab = label.encode("ascii")
        out += struct.pack("<iiiiii8s", 2, width, 1, 0, fmt, fmt, f"VAR{i}".encode("ascii").ljust(8))
        out += struct.pack("<i", len(lab)) + lab.ljust((len(lab) + 3) // 4 * 4, b" ")
        for _ in range(width // 8 - 1 if width else 0):
            out += struct.pack("<iiiiii8s", 2, -1, 0, 0, 0, 0, b"\0" * 8)
    out += struct.pack("<iiii", 7, 3, 4, 8) + struct.pack("<8i", 1, 0, 0, -1, 1, 1, 2, 65001)
    out += struct.pack("<iiii", 7, 4, 8, 3) + struct.pack("<3d", -1.7976931348623157e308, 1.7976931348623157e308,
                                                        -1.7976931348623157e308)
    names = "\t".join(f"VAR{i}={name}" for i, (name, _, _) in enumerate(variables)).encode("ascii")
    out += struct.pack("<iiii", 7, 13, 1, len(names)) + names
    out += struct.pack("<ii", 999, 0)
    for code, *nums in cases:
        out += code.encode("ascii").ljust(16) + struct.pack(f"<{len(nums)}d", *nums)
    return out


_SAV = _sav()
_SAV_NAME = "Tawila_site_assessment_R7.sav"

# an ODK Central CSV export of the follow-up form: SubmissionDate, the fields ('-' between group and question), KEY,
# SubmitterID, SubmitterName, AttachmentsPresent, AttachmentsExpected, Status, ReviewState, DeviceID, Edits, FormVersion
_CENTRAL = _csv([
    ["SubmissionDate", "grp_site-site_code", "grp_site-pcode_adm2", "grp_followup-decision_needed",
     "grp_followup-dq_flag", "meta-instanceID", "KEY", "SubmitterID", "SubmitterName", "AttachmentsPresent",
     "AttachmentsExpected", "Status", "ReviewState", "DeviceID", "Edits", "FormVersion"],
    ["2026-11-03T07:12:44.318Z", _SITE, "SD02104", "yes", "0", "uuid:0b6e1f92-77d3-4c8e-9a41-5f2d83c1e760",
     "uuid:0b6e1f92-77d3-4c8e-9a41-5f2d83c1e760", "41", "Supervisor Tawila 2", "0", "0", "", "approved",
     "collect:Q2mZk8rTq0bLs1Xe", "0", "2026110201"],
    ["2026-11-03T07:40:09.902Z", "SD-NDA-TAW-0017", "SD02104", "yes", "1", "uuid:c93a0d57-2e48-4b1f-8d06-7a15e9f4b2c3",
     "uuid:c93a0d57-2e48-4b1f-8d06-7a15e9f4b2c3", "41", "Supervisor Tawila 2", "0", "0", "", "hasIssues",
     "collect:Q2mZk8rTq0bLs1Xe", "1", "2026110201"],
    ["2026-11-03T08:05:51.077Z", "SD-NDA-TAW-0103", "SD02104", "no", "0", "uuid:5e27c8b4-1f90-4d6a-b3e2-08c4a7d91f5e",
     "uuid:5e27c8b4-1f90-4d6a-b3e2-08c4a7d91f5e", "44", "Supervisor Tawila 5", "0", "0", "", "",
     "collect:Xa81Lm0ePq7Rw3Nz", "0", "2026110201"]])
_CENTRAL_NAME = "tawila_site_followup_r7.csv"

# a supervisor's data-quality rating sheet as typed after the round's back-checks: supervisor, date, site code,
# enumerator, interviews checked, interviews flagged, grade, rating (1-5): eight fields a line
_RATING_SHEET = (f"abakar 2026-11-03 {_SITE} enum07 24 1 A 5\n"
                 "abakar 2026-11-03 SD-NDA-TAW-0017 enum07 18 3 B 4\n"
                 "abakar 2026-11-03 SD-NDA-TAW-0103 enum12 11 4 C 2\n"
                 "abakar 2026-11-03 SD-NDA-KTM-0008 enum15 9 0 A 5\n")
# a cluster coordinator's ballot as typed for the coordination meeting: coordinator, round, place, site code,
# cluster: five fields a line
_BALLOT = (f"mukhtar 2026-R7 1 {_SITE} WASH\n"
           "mukhtar 2026-R7 2 SD-NDA-TAW-0017 WASH\n"
           "mukhtar 2026-R7 3 SD-NDA-KTM-0008 WASH\n"
           "mukhtar 2026-R7 4 SD-NDA-TAW-0103 WASH\n")
# the coordination meeting's vote tally as the information-management officer types it: site code, P-code,
# priority, monitor and no-action votes, decision: six fields a line
_VOTE_TALLY = (f"{_SITE} SD02104 6 1 0 priority\nSD-NDA-TAW-0017 SD02104 5 2 0 priority\n"
               "SD-NDA-TAW-0103 SD02104 1 5 1 monitor\nSD-NDA-KTM-0008 SD02107 0 2 5 no-action\n")


def hundredthirteenth_bar_surveys_cases() -> list[Case]:
    G = HUNDREDTHIRTEENTH_SURVEYS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="site_scores", judgements="meeting_decisions", runs=_RECS3,
        stem="priorities", outputs=_OUT, item="site", rounded="access_constraints",
        weights="{'needs_severity': 2.0, 'coordinator_votes': 1.5, 'access_constraints': 1.0, 'dq_grades': 1.0}",
        lone_query="R['needs_severity']['response:2026-flood-sindh/nutrition-rapid'] = "
                   "{'site:PK-SND-DAD-0211': 0.9, 'site:PK-SND-JMS-0034': 0.4}\n",
        trust="needs_severity 2\ndq_grades 1\ncoordinator_votes 1\n",
        trust_dict="{'needs_severity': 2, 'dq_grades': 1, 'coordinator_votes': 1}",
        texts={
            "rrf": ("u113b_rrf_site_scores",
                    "rankagg.fuse({source: {district, round or response: {site: score}}}, method='rrf'): "
                    "needs-severity scores, access constraints, the supervisors' data-quality grades and the "
                    "coordinators' votes, six rankings ('district:2026-SD-North-Darfur/tawila'), sites by DTM site "
                    f"code ('site:{_SITE}') or OCHA P-code ('pcode:SD02104')"),
            "borda": ("u113b_borda_site_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a site the enumerators could not reach this round (no "
                      "needs-severity score, no data-quality grade), so some sources have no score for it"),
            "combsum": ("u113b_combsum_rounded_access_constraints",
                        "rankagg.fuse(..., method='combsum'): access constraints as the access working group "
                        "rounds them to one decimal (many ties), beside needs severity and the votes"),
            "fuser": ("u113b_weighted_fuser_needs_severity",
                      "rankagg.Fuser('rrf', weights=...) per district, round and response: needs-severity scores "
                      "count 2, the coordinators' votes 1.5, access constraints and data-quality grades 1, as the "
                      "severity of needs decides first"),
            "frame": ("u113b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the team's prioritisation "
                      "tracker, a row per district, site and source"),
            "evaluate": ("u113b_evaluate_meeting_decisions",
                         "rankagg.evaluate(fused ranking, the coordination meeting's decisions, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put the priority sites first"),
            "lone": ("u113b_nutrition_rapid_only_needs_severity",
                     "rankagg.fuse(..., method='rrf'): a rapid nutrition assessment of the Sindh flood response, "
                     "which only the needs-severity scores cover so far (no votes, no grades), beside districts, "
                     "rounds and responses every source covers"),
            "cli_rrf": ("u113b_cli_rrf_runs",
                        "rankagg fuse needs_severity.run dq_grades.run coordinator_votes.run --method rrf -o "
                        "priorities.run: one run per source, districts, rounds and responses as queries"),
            "cli_borda": ("u113b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: needs-severity "
                          "scores count double)"),
            "cli_combsum": ("u113b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four sites a mobile team can reach per "
                            "district in one distribution cycle"),
            "cli_evaluate": ("u113b_cli_evaluate_meeting_qrels",
                             "rankagg evaluate priorities.run --qrels meeting_decisions.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the coordination meeting's decisions (2 priority, 1 "
                             "monitor, 0 no action)"),
            "cli_parquet": ("u113b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o priorities.parquet: gzipped runs from the "
                            "information-management scripts, a Parquet table for the cluster's dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u113b_kobotoolbox_csv_export_as_run", "a KoboToolbox CSV export of the site assessment (every field "
         "quoted, ';' between, 'start', 'end', 'grp_site/site_code', 'grp_needs/wash_severity', ..., then '_id', "
         "'_uuid', '_submission_time', '_validation_status', '_status', '_submitted_by', '__version__', '_index')",
         _KOBO_CSV_NAME, _KOBO_CSV, "KoboToolbox", named_at(_KOBO_CSV_NAME, _KOBO_CSV)),
        ("u113b_kobotoolbox_api_json_as_run", "a KoboToolbox API answer of the data endpoint saved to a file (JSON: "
         "'count', 'next', 'previous', 'results' with '_id', 'formhub/uuid', the group/question keys, "
         "'meta/instanceID', '_uuid', '_submission_time', '_validation_status')", _KOBO_API_NAME, _KOBO_API,
         "KoboToolbox", f"{_KOBO_API_NAME}:1"),
        ("u113b_odk_xform_xml_as_run", "the site assessment's ODK XForm (XML: <h:html> in the XForms namespace, "
         "<h:head>, <model odk:xforms-version=\"1.0.0\">, the instance with meta/instanceID, the choice lists' "
         "instances, <bind> lines, then <h:body> with <group>, <input> and <select1>)", _XFORM_NAME, _XFORM, "XForm",
         named_at(_XFORM_NAME, _XFORM)),
        ("u113b_hxl_dtm_csv_as_run", "an HXL-tagged CSV of the Displacement Tracking Matrix as HDX publishes it (the "
         "column line 'id,operation,admin0Name,...', then the HXL hashtag row '#id+code,#operation+name,"
         "#country+name,...,#adm1+name,#adm1+code,...,#affected+idps,...', then a row per admin area and round)",
         _DTM_NAME, _DTM_CSV, "HXL", named_at(_DTM_NAME, _DTM_CSV)),
        ("u113b_kobotoolbox_geojson_as_run", "a KoboToolbox GeoJSON export of the sites ('{', '\"type\": "
         "\"FeatureCollection\",', '\"name\": ...', '\"features\": [', then a Feature per line, a Point [lon, lat, "
         "alt] and the answers as properties)", _GEOJSON_NAME, _GEOJSON, "GeoJSON",
         named_at(_GEOJSON_NAME, _GEOJSON)),
        ("u113b_limesurvey_lss_as_run", "a LimeSurvey survey structure file (.lss: <document>, "
         "<LimeSurveyDocType>Survey</LimeSurveyDocType>, <DBVersion>, <languages>, then the answers, groups, "
         "questions and surveys tables as <fields> and <rows> with CDATA values) of the coordinators' ranking "
         "survey", _LSS_NAME, _LSS, "LimeSurvey", named_at(_LSS_NAME, _LSS)),
        ("u113b_spss_sav_as_run", "an SPSS system file (.sav) of the site assessment as pyreadstat writes it ('$FL2', "
         "'@(#) SPSS DATA FILE - created by ReadStat', layout code 2, variable records VAR0..VAR4, records 7/3, "
         "7/4 and 7/13, 999, then 8-byte cases)", _SAV_NAME, _SAV, "SPSS", _SAV_NAME),
        ("u113b_supervisor_rating_sheet_as_run", "a supervisor's data-quality rating sheet as typed (eight fields a "
         "line: supervisor, date, site code, enumerator, interviews checked, flagged, grade, rating)",
         "rating_sheet_abakar_2026-11-03.txt", _RATING_SHEET, "rating sheet",
         "rating_sheet_abakar_2026-11-03.txt:1"),
        ("u113b_coordinator_ballot_as_run", "a cluster coordinator's ballot as typed (five fields a line: "
         "coordinator, round, place, site code, cluster)", "ballot_mukhtar_2026-R7.txt", _BALLOT, "ballot",
         "ballot_mukhtar_2026-R7.txt:1"),
        ("u113b_meeting_vote_tally_as_run", "the coordination meeting's vote tally as the IM officer types it (six "
         "fields a line: site code, P-code, priority, monitor and no-action votes, decision)",
         "vote_tally_2026-R7.txt", _VOTE_TALLY, "vote tally", "vote_tally_2026-R7.txt:1")],
        one_run=("coordinator_votes.run", _ONE_RUN), stem="priorities",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a site code, a "
                 "P-code, three vote counts and a decision, not a run's; the file is the field's own, named by what "
                 "it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an SPSS .sav read as lines gives no ranking (SPSS, PSPP or pyreadstat "
                   "open it): named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u113b_coordinator_ballot_as_qrels", "ballot_mukhtar_2026-R7.txt", _BALLOT, "ballot"),
        ("u113b_meeting_vote_tally_as_qrels", "vote_tally_2026-R7.txt", _VOTE_TALLY, "vote tally"),
        ("u113b_odk_central_csv_as_qrels", _CENTRAL_NAME, _CENTRAL, "ODK Central"),
        ("u113b_hxl_dtm_csv_as_qrels", _DTM_NAME, _DTM_CSV, "HXL")],
        one_run=("coordinator_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u113b_coordinator_ballot_as_qrels": "a cluster coordinator's ballot as typed, five fields a line",
            "u113b_meeting_vote_tally_as_qrels": "the coordination meeting's vote tally as typed, six fields a line",
            "u113b_odk_central_csv_as_qrels": "an ODK Central CSV export of the supervisors' follow-up form "
                                              "(SubmissionDate, ..., KEY, SubmitterID, ReviewState, FormVersion)",
            "u113b_hxl_dtm_csv_as_qrels": "an HXL-tagged CSV of the Displacement Tracking Matrix, its hashtag row "
                                          "under the column line"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u113b_out_xlsform_xlsx", "tawila_site_assessment_r7.xlsx", "an XLSForm (.xlsx, the form definition "
         "spreadsheet KoboToolbox and pyxform read)"),
        ("u113b_out_spss_sav", "Tawila_site_assessment_R7.sav", "an SPSS system file (.sav, as pyreadstat writes "
         "it)"),
        ("u113b_out_limesurvey_lss", f"limesurvey_survey_{_LSS_SID}.lss", "a LimeSurvey survey structure file "
         "(.lss)"),
        ("u113b_out_geojson", "tawila_sites_r7.geojson", "a GeoJSON of the sites (.geojson, as KoboToolbox exports "
         "it and QGIS opens it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=113"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u113b_api_kobotoolbox_data_dict",
            "rankagg.fuse(json.load(data.json)): a KoboToolbox API answer of the data endpoint ('count', 'next', "
            "'previous', 'results'), loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "KoboToolbox", why="a run maps a query to {document: score}; KoboToolbox's answer is a page of "
            "submissions, a count, the next and previous pages' links and the results, each a submission's "
            "answers by group/question path with its '_id', '_uuid' and '_submission_time', no ranking",
            files={"r.json": _KOBO_API}),
        bad("u113b_api_hxl_dtm_frame",
            "rankagg.fuse(pd.read_csv(dtm.csv)): an HXL-tagged CSV of the Displacement Tracking Matrix (id, "
            "operation, admin0Name, ..., numPresentIdpInd, reportingDate, roundNumber columns, the HXL hashtag row "
            "read as the first row) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "HXL", why="a table of runs has qid, docid, run and score columns; a DTM table has an admin area and "
            "round a row (the operation, the admin names and P-codes, the IDPs present, the reporting date), its "
            "first row HXL hashtags, no query, document or score",
            files={"r.csv": _DTM_CSV}),
    ]
    return cases
