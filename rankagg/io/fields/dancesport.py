"""A dancesport federation's scrutineering team's and a club's competition office's files (issue 45's forty-fourth
bar, u44a_): TopTurnier's results pages, the WDSF API's participants (XML and JSON) and its world ranking saved as
CSV, the DTV's ESV results, Flymark's import files, the office's start lists, the judges' marks sheets and the recall
sheets of the preliminary rounds.  (Excel workbooks and PDFs are named by their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: the dances' codes (standard: LW SW WW TG VW SF QU; latin: SB CC RB PD JV; single letters too)
_DANCE = r"(?:LW|SW|WW|TG|VW|SF|QU|SB|CC|RB|PD|JV|[WTVFQSCRPJ])"
#: a marks sheet's line: round, dance, judge's letter, start number, the judge's placing, re-dance flag
_MARK = rf"(?:F|SF|QF|HF|R\d+|\d+/\d+)[ \t]+{_DANCE}[ \t]+[A-Z][ \t]+\d+[ \t]+\d+[ \t]+(?:yes|no|y|n|0|1)[ \t]*"
#: a recall sheet's line: round, start number, the judges who crossed the couple, the number of crosses
_RECALL = r"(?:R\d+|SF|QF|HF)[ \t]+\d{2,4}[ \t]+[A-Z]+[ \t]+\d+[ \t]*"

DANCESPORT = Field(
    team="a dancesport federation's scrutineering team and a club's competition office (u44a_)",
    advice="give each source's ranking of a dance's or a round's couples (the Skating System's final placings, the "
           "AJS 3.0 scores, the judges' crosses, the WDSF ranking) as a run, a round's dance a query "
           "(gos26/adult-std/final/LW) and each couple a document by start number and names "
           "(cpl:101/schmidt-weber), the score higher for the better couple: 'DANCE Q0 COUPLE RANK SCORE SOURCE'; the "
           "official results are the qrels, 'DANCE 0 COUPLE GRADE'",
    files=(
        FieldFile("a TopTurnier results page (erg.htm, tabges.htm: an HTML page, its 'tab1' table of placings in "
                  "'td3cv' cells and couples with their start numbers)",
                  '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<html>\n<body>\n'
                  '<table class="tab1"><tr><td class="td3cv">1.</td><td class="td5c">Jan Schmidt / Lea Weber (101)'
                  '</td></tr></table>\n</body>\n</html>\n', 2,
                  line=r"(?i)^[ \t]*<html\b", marks=('class="tab1"', 'class="td3cv"')),
        FieldFile("a WDSF API participant in XML (participant in the services.worlddancesport.org namespace: number, "
                  "status, rank, rounds of dances of scores)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<participant xmlns="http://services.worlddancesport.org/'
                  'api">\n  <id>2088311</id>\n  <number>101</number>\n  <rank>1</rank>\n</participant>\n', 2,
                  root="participant", marks=("services.worlddancesport.org",)),
        FieldFile("a WDSF API participant in JSON (competitionId, coupleId, basepoints, rounds of dances of scores)",
                  '{"id": 2088311, "status": "Present", "number": 101, "basepoints": 0, "rank": "1", '
                  '"competitionId": 61427, "rounds": [], "coupleId": "rls-41235"}\n', 1,
                  keys=("competitionId", "coupleId", "basepoints", "rounds")),
        FieldFile("the WDSF world ranking saved as a table (rank, name, country, points, coupleId, manMin, womanMin)",
                  "rank,name,country,points,coupleId,manMin,womanMin\n"
                  "1,Jan Schmidt - Lea Weber,Germany,1840,rls-41235,10045211,10045212\n", 1,
                  columns=("rank", "name", "points", "coupleId", "manMin")),
        FieldFile("the DTV's ESV results (the Ergebnisdienst's JSON: taenze, wr, starter, endrundentabellen, "
                  "skatingtabellen)",
                  '{"taenze": ["LW", "TG"], "wr": [], "starter": [{"startNr": 101}], "endrundentabellen": [], '
                  '"skatingtabellen": []}\n', 1,
                  keys=("taenze", "starter", "endrundentabellen", "skatingtabellen")),
        FieldFile("a Flymark import file (a competition's Name, EnglishName, DateFrom, DateTo, CompetitionKey and "
                  "Sections)",
                  '{"Name": "Clubpokal 2026", "EnglishName": "Club Cup 2026", "DateFrom": "2026-11-29T00:00:00", '
                  '"DateTo": "2026-11-29T00:00:00", "CompetitionKey": "", "Sections": []}\n', 1,
                  keys=("EnglishName", "DateFrom", "CompetitionKey", "Sections")),
        FieldFile("a dancesport start list (start number, leader, follower, club, WDSF MIN and country; six fields a "
                  "line that pass for a TREC run's)",
                  "Nr Herr Dame Verein MIN Land\n101 Schmidt Weber TSC-Blau-Gold-Berlin 10045211 GER\n", 1,
                  columns=("Nr", "MIN"), cell=r"^(?:herr|dame|leader|follower)$", lookalike=True),
        FieldFile("a dancesport judges' marks sheet (round, dance, judge's letter, start number, the judge's placing "
                  "and re-dance; six fields a line that pass for a TREC run's)",
                  "F LW A 101 1 no\nF LW A 114 2 no\n", 1,
                  line=rf"\A{_MARK}\r?\n{_MARK}$", lookalike=True),
        FieldFile("a dancesport recall sheet (round, start number, the judges who crossed the couple and the number of "
                  "crosses; four fields a line that pass for qrels')",
                  "R1 101 ABCDEFG 7\nR1 114 ABCDEF 6\n", 1,
                  line=rf"\A{_RECALL}\r?\n{_RECALL}$", lookalike=True),
    ))
