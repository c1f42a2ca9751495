"""A Big Day team captain's and a bird atlas committee's files (issue 45's forty-seventh bar, u47b_): eBird's
checklists as its API gives them, Darwin Core archives, the Breeding Bird Survey's route counts, Big Day score sheets
and point-count tallies.  (eBird's My eBird Data export and Basic Dataset, iNaturalist's exports, Darwin Core's
meta.xml, WAV recordings and BirdNET's selection tables and Audacity labels are named by the older readers:
io.bioacoustics_shapes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a Big Day score sheet's line: sequence, time, four-letter alpha code, site, count, spotter's initials
_BIGDAY = r"\d+[ \t]+\d\d:\d\d[ \t]+[A-Z]{4}[ \t]+\S+[ \t]+\d+[ \t]+[A-Z]{2,3}[ \t]*"
#: a point count's line: block-point, date, time, alpha code, count, breeding code
_POINT = r"\S+-\d+[ \t]+\d{4}-\d\d-\d\d[ \t]+\d\d:\d\d[ \t]+[A-Z]{4}[ \t]+\d+[ \t]+[A-Z]{1,2}[ \t]*"

BIRDING = Field(
    team="a Big Day team's captain and a bird atlas committee (u47b_)",
    advice="give each source's ranking of a day's or a season's teams, observers or sites (eBird's counts, Merlin's "
           "and BirdNET's detections, the listing totals) as a run, a day, checklist or season a query "
           "(day:2026-05-09/ny-big-day) and each team, observer or site a document (team:red-tails/westchester), "
           "the score higher for the better one: 'DAY Q0 TEAM RANK SCORE SOURCE'; the records committee's review is "
           "the qrels, 'DAY 0 TEAM GRADE'",
    files=(
        FieldFile("an eBird checklist as its API gives it (projId, subId, protocolId, locId, obsDt, numObservers, "
                  "obs)",
                  '{"projId": "EBIRD", "subId": "S203418876", "protocolId": "P22", "locId": "L1053426", "obsDt": '
                  '"2026-05-09 04:12", "numObservers": 4, "obs": []}\n', 1,
                  keys=("projId", "subId", "protocolId", "obsDt")),
        FieldFile("a Darwin Core archive (a zip of meta.xml, the dataset's EML and its occurrence core)",
                  b"PK\x03\x04" + b"\x14\x00" + b"\x00" * 20 + b"\x08\x00\x00\x00" + b"meta.xml", 0,
                  magic=b"PK\x03\x04", line=r"\APK\x03\x04[\x00-\xff]{26}meta\.xml"),
        FieldFile("the Breeding Bird Survey's route counts (RouteDataID, CountryNum, StateNum, Route, RPID, Year, "
                  "AOU, the ten-stop counts, StopTotal, SpeciesTotal)",
                  "RouteDataID,CountryNum,StateNum,Route,RPID,Year,AOU,Count10,Count20,StopTotal,SpeciesTotal\n"
                  "6161042,840,61,042,101,2026,07550,0,2,5,6\n", 1,
                  columns=("RouteDataID", "CountryNum", "StateNum", "AOU")),
        FieldFile("a Big Day score sheet (sequence, time, alpha code, site, count and spotter; six fields a line that "
                  "pass for a TREC run's)",
                  "001 00:07 EASO hoover-rd 1 JB\n002 00:31 GHOW doodletown-rd 2 MK\n", 1,
                  line=rf"\A{_BIGDAY}\r?\n{_BIGDAY}$", lookalike=True),
        FieldFile("a bird atlas point count tally (block-point, date, time, alpha code, count and breeding code; six "
                  "fields a line that pass for a TREC run's)",
                  "4572B-03 2026-06-04 05:42 WOTH 2 S\n4572B-03 2026-06-04 05:42 OVEN 3 S\n", 1,
                  line=rf"\A{_POINT}\r?\n{_POINT}$", lookalike=True),
    ))
