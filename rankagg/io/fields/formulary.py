"""A hospital's pharmacy and therapeutics committee's and formulary pharmacists' files (issue 45's ninety-seventh bar,
u97a_): RxNorm's concept file, the FDA NDC directory's product and package files, DailyMed's SPL labels and CMS's Part
D formulary file.  (NADAC's weekly file, openFDA's answers, FHIR resources and PDFs are named by the older readers.)
By decision the pharmacists' typed rating sheets (an RXCUI, initials, marks), a member's typed ballot (member, place,
RXCUI, drug) and the secretary's typed vote tally (agenda item, RXCUI, counts, a share) stay undeclared: an RXCUI is
a bare number and a drug's name no checked vocabulary, so they hold nothing of this field's own; their refusals name
the file and line.  An output named '.RRF' is written as asked: '-o fused.rrf' names a reciprocal rank fusion's run
as often as a release file of NLM's."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

FORMULARY = Field(
    team="a hospital's pharmacy and therapeutics committee and its formulary pharmacists (u97a_)",
    advice="give each source's ranking of a class's, indication's or committee vote's drugs (the pharmacists' "
           "ratings, the members' votes, the efficacy evidence, the cost) as a run, the class or vote a query "
           "(class:anticoagulants/2026Q1) and each drug a document (rxcui:1364430), the score higher for the better "
           "drug: 'CLASS Q0 DRUG RANK SCORE SOURCE'; the committee's decisions are the qrels, 'CLASS 0 DRUG GRADE'",
    files=(
        FieldFile("RxNorm's concept file (RXNCONSO.RRF: RXCUI|LAT|TS|LUI|STT|SUI|ISPREF|RXAUI|SAUI|SCUI|SDUI|SAB|"
                  "TTY|CODE|STR|SRL|SUPPRESS|CVF|, eighteen fields each ended by '|', no header)",
                  "1364430|ENG||||||5838966|5838966|1364430||RXNORM|IN|1364430|apixaban||N|4096|\n"
                  "1364441|ENG||||||5838977|5838977|1364441||RXNORM|BN|1364441|Eliquis||N|4096|\n", 1,
                  line=r"\A\ufeff?\d+\|[A-Z]{3}\|(?:[^|\r\n]*\|){15}\d*\|\r?$"),
        FieldFile("the FDA NDC directory's product file (product.txt: PRODUCTID, PRODUCTNDC, PRODUCTTYPENAME, "
                  "PROPRIETARYNAME, ..., tab-separated)",
                  "PRODUCTID\tPRODUCTNDC\tPRODUCTTYPENAME\tPROPRIETARYNAME\tNONPROPRIETARYNAME\n"
                  "0003-0894_5c1d9e2a\t0003-0894\tHUMAN PRESCRIPTION DRUG\tEliquis\tapixaban\n", 1,
                  columns=("PRODUCTID", "PRODUCTNDC", "PRODUCTTYPENAME")),
        FieldFile("the FDA NDC directory's package file (package.txt: PRODUCTID, PRODUCTNDC, NDCPACKAGECODE, "
                  "PACKAGEDESCRIPTION, ..., tab-separated)",
                  "PRODUCTID\tPRODUCTNDC\tNDCPACKAGECODE\tPACKAGEDESCRIPTION\tSTARTMARKETINGDATE\n"
                  "0003-0894_5c1d9e2a\t0003-0894\t0003-0894-21\t60 TABLET, FILM COATED in 1 BOTTLE\t20121228\n", 1,
                  columns=("PRODUCTID", "PRODUCTNDC", "NDCPACKAGECODE")),
        FieldFile("a DailyMed SPL label (Structured Product Labeling: a document in HL7's urn:hl7-org:v3 namespace, "
                  "its code, setId, versionNumber and sections)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n'
                  '<?xml-stylesheet href="https://www.accessdata.fda.gov/spl/stylesheet/spl.xsl" type="text/xsl"?>\n'
                  '<document xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
                  '  <setId root="0b4b8c3d-2e61-4f7a-9d15-8a3c6e2f1b90"/>\n', 3,
                  root="document", marks=("urn:hl7-org:v3",)),
        FieldFile("CMS's Part D basic drugs formulary file (the quarterly public use file: FORMULARY_ID, "
                  "FORMULARY_VERSION, CONTRACT_YEAR, RXCUI, NDC, TIER_LEVEL_VALUE, ..., '|'-separated)",
                  "FORMULARY_ID|FORMULARY_VERSION|CONTRACT_YEAR|RXCUI|NDC|TIER_LEVEL_VALUE\n"
                  "00026411|12|2026|1364445|00003089421|3\n", 1,
                  columns=("FORMULARY_ID", "FORMULARY_VERSION", "CONTRACT_YEAR", "RXCUI")),
    ))
