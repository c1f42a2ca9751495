"""A freight forwarder's carrier selection team's files, its procurement analysts' and operations desk's (issue 45's
hundred-and-sixth bar, u106a_): project44's truckload tracking answers (as saved, and loaded in Python), FMCSA's
company census CSV (and its table read as a frame), and the team's typed rating sheets, desk ballots and award
tallies, which name a lane by its UN/LOCODE pair (USLAX-USCHI) and a carrier by its SCAC on every line.  (ANSI X12
214 and 990 messages, UN/EDIFACT IFTSTA reports, GS1 EPCIS 2.0 JSON-LD documents and Excel rate sheets are named by
the older readers; outputs named .edi, .x12, .edifact or .jsonld are the output names' to refuse.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a lane as the team types it: origin and destination UN/LOCODEs joined by '-' (a country's two letters, then the
#: place's three letters or digits 2 to 9); a name alone, or a SCAC alone, is no token of this field's
_LOCODE = r"[A-Z]{2}[A-Z2-9]{3}"
_LANE = rf"{_LOCODE}-{_LOCODE}(?![\w-])"
#: a carrier's Standard Carrier Alpha Code: two to four capital letters (never a run's Q0, which holds a digit)
_SCAC = r"[A-Z]{2,4}(?![\w-])"
#: an ISO week (2026-W41), as the team's weeks are named
_WEEK = r"\d{4}-W(?:0[1-9]|[1-4]\d|5[0-3])"
_NUM = r"\d{1,4}(?:\.\d+)?"
#: the rating sheet's line: analyst, week, lane, SCAC, on-time %, acceptance %, rate index, rating
_RATING = (rf"{NAME_FIELD}[ \t]+{_WEEK}[ \t]+{_LANE}[ \t]+{_SCAC}[ \t]+{_NUM}[ \t]+{_NUM}[ \t]+{_NUM}[ \t]+{_NUM}"
           r"[ \t]*\r?")
#: a ballot's line: member, week, place (never 0), SCAC, lane
_BALLOT = rf"{NAME_FIELD}[ \t]+{_WEEK}[ \t]+(?!0[ \t])\d{{1,2}}[ \t]+{_SCAC}[ \t]+{_LANE}[ \t]*\r?"
#: an award tally's line: lane, SCAC, the award, then the for, against and abstain counts
_AWARD = r"(?i:primary|backup|secondary|none|not-awarded|declined|rejected)"
_TALLY = rf"{_LANE}[ \t]+{_SCAC}[ \t]+{_AWARD}(?:[ \t]+\d+){{3}}[ \t]*\r?"

FREIGHT = Field(
    team="a freight forwarder's carrier selection team, its procurement analysts and operations desk (u106a_)",
    advice="give each source's ranking of a lane's week's, a week's equipment's or a tender's carriers (the on-time "
           "performance, the tender acceptance, the rate competitiveness, the desk's votes) as a run, the lane's week "
           "a query (lane:2026-W41/USLAX-USCHI) and each carrier a document (carrier:ODFL/old-dominion), the score "
           "higher for the carrier to award first: 'LANE Q0 CARRIER RANK SCORE SOURCE'; the awards are the qrels, "
           "'LANE 0 CARRIER GRADE' (2 primary, 1 backup, 0 not awarded)",
    files=(
        # latestStopStatuses and latestStatusUpdate are project44's tracking answer's own (its clients' models)
        FieldFile("project44's truckload tracking answer (JSON from its API: shipment with its identifiers, "
                  "carrierIdentifier SCAC and shipmentStops, latestStatusUpdate, statusUpdates, latestStopStatuses, "
                  "infoMessages, mapUrl)",
                  '{"shipment":{"id":918273645,"carrierIdentifier":{"type":"SCAC","value":"HJBT"}},'
                  '"latestStatusUpdate":{"timestamp":"2026-10-09T19:10:00+0000","statusCode":"COMPLETED"},'
                  '"statusUpdates":[],"latestStopStatuses":[{"stopNumber":1,"statusCode":"DEPARTED",'
                  '"arrivalCode":"ON_TIME"}],"infoMessages":[],"mapUrl":"https://na12.voc.project44.com/shipments/'
                  '918273645/map"}\n', 1,
                  keys=("latestStopStatuses", "latestStatusUpdate", "statusUpdates", "shipment")),
        # the census's field names (DOT_NUMBER, MCS150_DATE, NBR_POWER_UNIT) are FMCSA's own; a frame read from it
        # has them as its columns
        FieldFile("FMCSA's company census file (CSV: DOT_NUMBER, LEGAL_NAME, DBA_NAME, CARRIER_OPERATION, ..., "
                  "MCS150_DATE, MCS150_MILEAGE, ..., NBR_POWER_UNIT, DRIVER_TOTAL, a carrier a row)",
                  "DOT_NUMBER,LEGAL_NAME,DBA_NAME,CARRIER_OPERATION,HM_FLAG,PC_FLAG,MCS150_DATE,MCS150_MILEAGE,"
                  "NBR_POWER_UNIT,DRIVER_TOTAL\n90849,OLD DOMINION FREIGHT LINE INC,,A,Y,N,15-JAN-26,986000000,"
                  "11920,12871\n", 1,
                  columns=("DOT_NUMBER", "LEGAL_NAME", "CARRIER_OPERATION", "MCS150_DATE", "NBR_POWER_UNIT",
                           "DRIVER_TOTAL")),
        FieldFile("a carrier procurement analyst's rating sheet typed as text (analyst, week, lane as a UN/LOCODE "
                  "pair, SCAC, on-time %, acceptance %, rate index, rating)",
                  "okonkwo 2026-W41 USLAX-USCHI HJBT 97.2 94 1.02 5\n"
                  "okonkwo 2026-W41 USLAX-USCHI WERN 95.8 88 0.97 4\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("an operations desk member's carrier ballot typed as text (member, week, place, SCAC, lane as a "
                  "UN/LOCODE pair)",
                  "rivera 2026-W41 1 HJBT USLAX-USCHI\nrivera 2026-W41 2 WERN USLAX-USCHI\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a carrier selection team's award tally typed as text (lane as a UN/LOCODE pair, SCAC, award, "
                  "for, against, abstain)",
                  "USLAX-USCHI HJBT primary 5 1 0\nUSLAX-USCHI WERN backup 4 1 1\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
