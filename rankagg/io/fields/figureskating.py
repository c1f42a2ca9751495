"""A skating club's and a federation's judging office's files (issue 45's forty-second bar, u42a_): ISUCalcFS's
segment results pages and its OSIS feed, the ISU's Judges Details per Skater, an Olympic Data Feed result, the ISU
results API's events, the segment results table, gymnastics apparatus score sheets, start orders and the 6.0
system's Total Factored Placements.  (PDFs are named by their bytes; PrefLib files are an input rankagg reads.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

FIGURESKATING = Field(
    team="a skating club's and a federation's judging office (u42a_)",
    advice="give each panel's ranking of a segment's skaters or an apparatus final's gymnasts (the Total Segment "
           "Scores, the 6.0 ordinals, the D and E panels', the referee's) as a run, a segment or final a query "
           "(seg:4cc2026/women/sp) and each skater or gymnast a document by federation id and name "
           "(sk:isu-3041/nakamura-jpn), the score higher for the better performance: 'SEGMENT Q0 SKATER RANK SCORE "
           "PANEL'; the federation's review is the qrels, 'SEGMENT 0 SKATER GRADE'",
    files=(
        FieldFile("an ISUCalcFS segment results page (an HTML page: the 'caption2' segment title over a table of Pl., "
                  "Name, Nation, TSS, TES, PCS, the components, Ded., StN.)",
                  '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<html>\n<body>\n'
                  '<table><tr><td class="caption2">WOMEN - SHORT PROGRAM</td></tr></table>\n'
                  '<table><tr><th>Pl.</th><th>Name</th><th>Nation</th><th>TSS</th><th>TES</th></tr></table>\n', 2,
                  line=r"(?i)^[ \t]*<html\b", marks=("caption2", ">TSS<")),
        FieldFile("ISUCalcFS's OSIS feed (the On-Site Information System's XML: Isu_Osis, Segment_Running, Action)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<Isu_Osis Part="1" version="2.0" IsuCalcFs="3.6.2">\n'
                  '  <Segment_Running Segment_ID="1"/>\n</Isu_Osis>\n', 2, root="Isu_Osis"),
        FieldFile("the ISU's Judges Details per Skater (the protocol, as pdftotext gives it: a skater's executed "
                  "elements, base values, GOE and the judges' J1-J9 marks)",
                  "ISU Four Continents Figure Skating Championships 2026\n"
                  "WOMEN SHORT PROGRAM JUDGES DETAILS PER SKATER\n"
                  "Rank Name Nation Starting Number Total Segment Score Total Element Score\n", 2,
                  line=r"(?i)\bJUDGES DETAILS PER SKATER\b"),
        FieldFile("an ODF message (the Olympic Data Feed's XML: OdfBody, its DocumentType such as DT_RESULT, "
                  "Competition, Result, Competitor)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<OdfBody CompetitionCode="WCH2026" '
                  'DocumentCode="GARWAA----------------FNL-000100--" DocumentType="DT_RESULT" Version="14">\n'
                  '  <Competition/>\n</OdfBody>\n', 2, root="OdfBody"),
        FieldFile("the ISU results API's events (a page of 'results', each an event with its isuId and isuShortName)",
                  '{"count": 1, "next": null, "previous": null, "results": [{"id": 312, "isuShortName": "fc2026", '
                  '"isuId": "2026_KOR_0001"}]}\n', 1, keys=("results", "isuId", "isuShortName")),
        FieldFile("an ISU segment results table (ISUCalcFS's columns: Pl., Name, Nation, TSS, TES, PCS, Ded., StN.)",
                  "Pl.,Name,Nation,TSS,TES,PCS,Ded.,StN.\n1,Rin NAKAMURA,JPN,76.44,42.10,34.34,0.00,24\n", 1,
                  columns=("Pl.", "Name", "Nation", "TSS", "TES", "PCS")),
        FieldFile("a gymnastics apparatus score sheet (bib, NOC, apparatus, D score, E score and total; six fields a "
                  "line that pass for a TREC run's)",
                  "Bib NOC App D E Total\n1021 GBR VT 5.400 9.233 14.633\n", 1,
                  columns=("Bib", "NOC", "App", "D", "E", "Total"), lookalike=True),
        FieldFile("a skating start order (starting number, bib, nation, warm-up group, draw and time; six fields a "
                  "line that pass for a TREC run's)",
                  "StN Bib Nation Group Draw Time\n1 114 JPN 1 7 17:05\n", 1,
                  columns=("StN", "Bib", "Nation", "Group", "Draw"), lookalike=True),
        FieldFile("the 6.0 system's Total Factored Placements (final place, starting number, nation and TFP; four "
                  "fields a line that pass for qrels')",
                  "FPl. StN Nation TFP\n1 7 JPN 1.5\n2 3 USA 3.0\n", 1,
                  columns=("FPl.", "StN", "TFP"), lookalike=True),
    ))
