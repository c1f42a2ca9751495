"""A contract research organisation's clinical operations team's and site selection committee's files (issue 45's
ninety-fourth bar, u94a_): CDISC ODM and Define-XML documents, ClinicalTrials.gov's study answers, and the monitors'
finding sheets typed as text, which grade every finding (critical, major, minor) and give its state.  (SAS transport
files, REDCap's exports and data dictionaries and PDF reports are named by the older readers.)  By decision a
member's typed ballot (member, place, site, investigator) and the committee's vote tally (slice, site, counts, a
decision) stay undeclared: they hold nothing of this field's own; their refusals name the file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a monitoring finding's line: site, visit date, finding, category, its GCP grade, its state
_FINDING = (r"\S+[ \t]+\d{4}-\d\d-\d\d[ \t]+\S+[ \t]+\S+[ \t]+(?i:critical|major|minor)[ \t]+"
            r"(?i:open|closed|resolved|pending|escalated)[ \t]*")

CLINICALTRIALS = Field(
    team="a CRO's clinical operations team and site selection committee (u94a_)",
    advice="give each source's ranking of a study's, country's, therapeutic area's or quarter's candidate sites (the "
           "enrolment rates, the query rates, the monitoring findings, the committee's votes) as a run, the slice a "
           "query (study:ONC-301/DE/2026Q2) and each site a document (site:ONC-301/DE-104), the score higher for the "
           "better site: 'SLICE Q0 SITE RANK SCORE SOURCE'; the committee's decisions are the qrels, "
           "'SLICE 0 SITE GRADE'",
    files=(
        FieldFile("a Define-XML document (define.xml: an ODM root in CDISC's def namespace, its ItemGroupDefs and "
                  "ItemDefs describing a study's datasets)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<?xml-stylesheet type="text/xsl" href="define2-0-0.xsl"?>'
                  '\n<ODM xmlns="http://www.cdisc.org/ns/odm/v1.3" xmlns:def="http://www.cdisc.org/ns/def/v2.0" '
                  'ODMVersion="1.3.2" FileType="Snapshot" FileOID="ONC-301.SDTM.Define">\n', 3,
                  root="ODM", marks=("www.cdisc.org/ns/def/",)),
        FieldFile("a CDISC ODM document (an ODM root in CDISC's odm namespace: a study's metadata or its clinical "
                  "data, SubjectData, StudyEventData, ItemData)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<ODM xmlns="http://www.cdisc.org/ns/odm/v1.3" '
                  'ODMVersion="1.3.2" FileType="Snapshot" FileOID="ONC-301.snapshot">\n', 2,
                  root="ODM", marks=("www.cdisc.org/ns/odm/",)),
        FieldFile("ClinicalTrials.gov's study answer (JSON from its API v2: protocolSection with identificationModule, "
                  "statusModule, ...; hasResults; a page of them under studies)",
                  '{"protocolSection":{"identificationModule":{"nctId":"NCT06612345"},"statusModule":'
                  '{"overallStatus":"RECRUITING"}},"hasResults":false}\n', 1,
                  keys=("protocolSection", "identificationModule", "statusModule")),
        FieldFile("the monitors' finding sheet typed as text (site, visit date, finding, category, its grade: "
                  "critical, major or minor, its state)",
                  "DE-104 2026-02-11 F01 consent minor closed\nDE-104 2026-02-11 F02 ip-storage major open\n", 1,
                  line=rf"\A{_FINDING}\r?\n{_FINDING}$"),
    ))
