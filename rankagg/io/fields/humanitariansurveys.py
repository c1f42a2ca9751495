"""A humanitarian organisation's assessment and information-management team's site prioritisation files, its
enumerators' supervisors' (who clean the survey data) and cluster coordinators' (who rank displacement sites for
assistance and survey rounds for follow-up) (issue 45's hundred-and-thirteenth bar, u113b_): KoboToolbox's CSV exports
and its API answers of the data endpoint (JSON, as saved and loaded in Python), ODK XForms (the XHTML document in the
XForms namespace pyxform writes) and ODK Central's CSV exports, the Displacement Tracking Matrix's HXL-tagged CSVs as
HDX publishes them (also read as a frame), LimeSurvey's survey structure files (.lss), and the team's typed rating
sheets, ballots and vote tallies, which name a site by its DTM site code (SD-NDA-TAW-0042: the country's ISO code, the
state's and the locality's, the site's number) on every line.  (A KoboToolbox GeoJSON export is named by the GeoJSON
reader and an SPSS .sav by the older binary readers; outputs named .xlsx, .sav, .lss or .geojson are the output
names' to refuse.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a DTM site code as the team types it: the country's ISO 3166 alpha-2 code, the state's and the locality's three
#: letters, the site's four digits (SD-NDA-TAW-0042), perhaps with its 'site:' prefix: the field's own token
_SITE = r"(?:site:)?[A-Z]{2}-[A-Z]{3}-[A-Z]{3}-\d{4}(?![\w-])"
#: an OCHA administrative P-code (SD02104: the country's ISO alpha-2 code, then the admin levels' digits)
_PCODE = r"(?:pcode:)?[A-Z]{2}\d{2,9}(?![\w-])"
#: a survey round as the team writes it (2026-R7): the year, 'R', the round's number
_ROUND = r"\d{4}-R\d{1,2}(?![\w-])"
#: the IASC clusters and areas of responsibility as the coordinators type them: a closed set of the field's words
_CLUSTER = (r"(?i:wash|shelter|nfi|shelter-nfi|esnfi|health|protection|cp|gbv|hlp|mine-action|food|fsl|food-security|"
            r"nutrition|education|cccm|logistics|etc|early-recovery|mpca|cash)(?![\w-])")
#: the coordination meeting's decisions as the IM officer types them, case-sensitive after the first letter, so that
#: every tally line holds one of these texts (three letters or more) and a run's head holding none is not searched
_DECISION = r"(?:[Pp]riority|[Mm]onitor|[Nn]o-action|[Nn]o_action)(?![\w-])"
#: a supervisor's data-quality rating sheet's line: supervisor, date, site, enumerator, interviews checked, flagged,
#: grade (A to D), rating (1 to 5)
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_SITE}[ \t]+[\w.-]+[ \t]+\d{{1,4}}[ \t]+\d{{1,4}}[ \t]+"
           r"[A-Da-d][+-]?[ \t]+[0-9][ \t]*\r?")
#: a cluster coordinator's ballot's line: coordinator, round, place (never a qrels' 0), site, cluster
_BALLOT = rf"{NAME_FIELD}[ \t]+{_ROUND}[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_SITE}[ \t]+{_CLUSTER}[ \t]*\r?"
#: the coordination meeting's vote tally's line: site, its P-code, the priority, monitor and no-action votes, the
#: decision
_TALLY = rf"{_SITE}[ \t]+{_PCODE}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"

HUMANITARIANSURVEYS = Field(
    team="a humanitarian organisation's assessment and information-management team's site prioritisation, its "
         "enumerators' supervisors and cluster coordinators (u113b_)",
    advice="give each source's ranking of a district's, a survey round's sector's or a response's cluster's sites "
           "(the needs-severity scores, the access constraints, the supervisors' data-quality grades, the "
           "coordinators' votes) as a run, the district, round or response a query "
           "(district:2026-SD-North-Darfur/tawila) and each site or settlement a document (site:SD-NDA-TAW-0042, "
           "pcode:SD02104), the score higher for the site to assist first: 'DISTRICT Q0 SITE RANK SCORE SOURCE'; the "
           "coordination meeting's decisions are the qrels, 'DISTRICT 0 SITE GRADE' (2 priority, 1 monitor, "
           "0 no action)",
    files=(
        # formpack's export: the form's questions by group path, then KoboToolbox's own metadata columns
        FieldFile("a KoboToolbox CSV export of a form's submissions (the questions by group path, 'grp_site/"
                  "site_code', ..., then '_id', '_uuid', '_submission_time', '_validation_status', '_notes', "
                  "'_status', '_submitted_by', '__version__', '_tags', '_index', a submission a row)",
                  '"start";"end";"grp_site/site_code";"_id";"_uuid";"_submission_time";"_validation_status";'
                  '"_status";"_submitted_by";"__version__";"_index"\r\n"2026-11-02T08:14:31.402+02:00";'
                  '"2026-11-02T08:41:07.958+02:00";"SD-NDA-TAW-0042";"412906551";'
                  '"6d1f2b7e-93c4-4f0a-a6e8-2b51c0f4d913";"2026-11-02 06:41:19";"";"submitted_via_web";'
                  '"enum_abakar07";"vR7tAwLsite4Kq2Xn9dPz3";"1"\r\n', 1,
                  columns=("_submission_time", "_uuid", "_validation_status", "_submitted_by", "__version__")),
        # kpi's /api/v2/assets/<uid>/data/: a page of submissions, each with KoboToolbox's metadata keys
        FieldFile("a KoboToolbox API answer of a form's data endpoint (JSON, /api/v2/assets/UID/data/: 'count', "
                  "'next', 'previous', 'results', each a submission's answers by group/question path with "
                  "'formhub/uuid', '_xform_id_string', '_uuid', '_submission_time', '_validation_status': no ranking)",
                  '{"count":1,"next":null,"previous":null,"results":[{"_id":412906551,"formhub/uuid":'
                  '"3e9b0f4c71d24a6b9c5e8f10a2d7b64e","grp_site/site_code":"SD-NDA-TAW-0042","_xform_id_string":'
                  '"aK7dQm2xTwR7siteAssess","_uuid":"6d1f2b7e-93c4-4f0a-a6e8-2b51c0f4d913","_submission_time":'
                  '"2026-11-02T06:41:19","_validation_status":{}}]}\n', 1,
                  keys=("results", "_xform_id_string", "_submission_time", "_uuid", "count")),
        # pyxform writes an XHTML html root; the XForms namespace (its default) is what tells a form from a web page
        FieldFile("an ODK XForm (XML, as pyxform writes an XLSForm: <h:html> in the XForms namespace, <h:head>, "
                  "<model>, the instance, <bind> lines, then <h:body> with the questions; ODK Collect, Enketo and "
                  "KoboToolbox read it)",
                  '<?xml version="1.0"?>\n<h:html xmlns="http://www.w3.org/2002/xforms" '
                  'xmlns:h="http://www.w3.org/1999/xhtml" xmlns:jr="http://openrosa.org/javarosa" '
                  'xmlns:odk="http://www.opendatakit.org/xforms">\n  <h:head>\n    <h:title>Tawila site assessment '
                  'R7</h:title>\n    <model odk:xforms-version="1.0.0">\n', 2,
                  root="html", marks=('"http://www.w3.org/2002/xforms"', "<model")),
        # central-backend's CSV: SubmissionDate first, the fields, then Central's own submission columns
        FieldFile("an ODK Central CSV export of a form's submissions (SubmissionDate, the fields by group path "
                  "'grp_site-site_code', ..., 'meta-instanceID', then KEY, SubmitterID, SubmitterName, "
                  "AttachmentsPresent, AttachmentsExpected, Status, ReviewState, DeviceID, Edits, FormVersion)",
                  "SubmissionDate,grp_site-site_code,meta-instanceID,KEY,SubmitterID,SubmitterName,"
                  "AttachmentsPresent,AttachmentsExpected,Status,ReviewState,DeviceID,Edits,FormVersion\n"
                  "2026-11-03T07:12:44.318Z,SD-NDA-TAW-0042,uuid:0b6e1f92-77d3-4c8e-9a41-5f2d83c1e760,"
                  "uuid:0b6e1f92-77d3-4c8e-9a41-5f2d83c1e760,41,Supervisor Tawila 2,0,0,,approved,"
                  "collect:Q2mZk8rTq0bLs1Xe,0,2026110201\n", 1,
                  columns=("SubmissionDate", "SubmitterID", "SubmitterName", "AttachmentsExpected", "ReviewState")),
        # hdx-scraper-iom-dtm's CSV: the DTM API's column names (read as a frame too), the HXL hashtag row under them
        FieldFile("an IOM Displacement Tracking Matrix (DTM) table as HDX publishes it (HXL-tagged CSV: id, "
                  "operation, admin0Name, admin0Pcode, ..., adminLevel, numPresentIdpInd, reportingDate, roundNumber, "
                  "..., then the HXL hashtag row '#id+code,#operation+name,#country+name,...', an admin area's round "
                  "a row: the IDPs present, no ranking)",
                  "id,operation,admin0Name,admin0Pcode,admin1Name,admin1Pcode,admin2Name,admin2Pcode,adminLevel,"
                  "numPresentIdpInd,reportingDate,yearReportingDate,monthReportingDate,roundNumber,assessmentType,"
                  "operationStatus\n#id+code,#operation+name,#country+name,#country+code,#adm1+name,#adm1+code,"
                  "#adm2+name,#adm2+code,#adm+level,#affected+idps,#date+reported,#date+year+reported,"
                  "#date+month+reported,#round+code,#assessment+type,#operation+status\n", 1,
                  columns=("numPresentIdpInd", "admin0Pcode", "admin1Pcode", "reportingDate", "roundNumber")),
        # LimeSurvey's export_helper writes a generic <document>: its doctype element is what tells it
        FieldFile("a LimeSurvey survey structure file (.lss, XML: <document>, <LimeSurveyDocType>Survey, "
                  "<DBVersion>, <languages>, then the answers, groups, questions and surveys tables as <fields> and "
                  "<rows>; LimeSurvey imports it)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<document>\n <LimeSurveyDocType>Survey'
                  "</LimeSurveyDocType>\n <DBVersion>366</DBVersion>\n", 2,
                  root="document", marks=("<LimeSurveyDocType>",)),
        FieldFile("a humanitarian survey supervisor's data-quality rating sheet typed as text (supervisor, date, "
                  "site as its DTM site code, enumerator, interviews checked, flagged, grade, rating)",
                  "abakar 2026-11-03 SD-NDA-TAW-0042 enum07 24 1 A 5\n"
                  "abakar 2026-11-03 SD-NDA-TAW-0017 enum07 18 3 B 4\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a humanitarian cluster coordinator's ballot typed as text (coordinator, survey round, place, site "
                  "as its DTM site code, cluster)",
                  "mukhtar 2026-R7 1 SD-NDA-TAW-0042 WASH\nmukhtar 2026-R7 2 SD-NDA-TAW-0017 WASH\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a humanitarian coordination meeting's vote tally typed as text (site as its DTM site code, its "
                  "P-code, priority, monitor and no-action votes, decision)",
                  "SD-NDA-TAW-0042 SD02104 6 1 0 priority\nSD-NDA-TAW-0017 SD02104 5 2 0 priority\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
