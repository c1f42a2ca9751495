"""A regional avalanche forecasting centre's files (issue 45's ninety-ninth bar, u99a_): CAAML avalanche bulletins
(JSON and XML), MeteoIO's SMET station files, SNOWPACK's snow profiles, NRCS report generator CSVs (SNOTEL), and the
forecasters' typed ballots and danger rating sheets, which name an avalanche problem (persistent slab, wind slab, ...)
on every line.  (GPX tracks and JPEGs are named by the older readers.)  By decision the briefing's typed vote tally
(briefing, region and band run together, counts) stays undeclared: it holds nothing of this field's own; its refusal
names the file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: an avalanche problem as the forecasters type it: North America's (persistent slab, wind slab, wet loose, ...) or
#: the EAWS' (persistent weak layers, wind drifted snow, gliding snow, ...), hyphened or with underscores
_PROBLEM = (r"(?i:(?:deep[-_])?persistent[-_]slab|wind[-_]slab|storm[-_]slab|wet[-_]slab|(?:wet|dry)[-_]loose|"
            r"loose[-_](?:wet|dry)|cornices?|glide|persistent[-_]weak[-_]layers|wind[-_]drifted[-_]snow|"
            r"new[-_]snow|wet[-_]snow|gliding[-_]snow)")
_BALLOT = rf"{NAME_FIELD}[ \t]+(?!0[ \t])\d+[ \t]+[\w.-]+[ \t]+{_PROBLEM}[ \t]*\r?"
#: a rating sheet's line: date, region, elevation band (above, near or below treeline), danger 1-5, problem, confidence
_RATING = (rf"\d{{4}}-\d\d-\d\d[ \t]+(?!Q0[ \t])[\w.-]+[ \t]+(?i:atl|ntl|btl|alp|tln)[ \t]+[1-5][ \t]+{_PROBLEM}"
           r"[ \t]+[\w-]+[ \t]*\r?")

AVALANCHE = Field(
    team="a regional avalanche forecasting centre (u99a_)",
    advice="give each source's ranking of a day's, band's, season's or briefing vote's zones, slopes or problems (the "
           "danger ratings, the snowpack tests, the station data, the forecasters' votes) as a run, the day and "
           "region a query (day:2026-02-14/salt-lake) and each zone a document (zone:salt-lake/big-cottonwood), the "
           "score higher for the more dangerous: 'DAY Q0 ZONE RANK SCORE SOURCE'; the observed avalanches are the "
           "qrels, 'DAY 0 ZONE GRADE'",
    files=(
        FieldFile("a CAAML v6 avalanche bulletin (JSON: bulletins, each a bulletinID, its regions, dangerRatings and "
                  "avalancheProblems)",
                  '{"bulletins":[{"bulletinID":"7c1e5a93","lang":"en","regions":[{"regionID":"US-UT-SLC-01"}],'
                  '"dangerRatings":[{"mainValue":"considerable"}],"avalancheProblems":[{"problemType":'
                  '"persistent_weak_layers"}]}]}\n', 1,
                  keys=("bulletins", "bulletinID", "dangerRatings", "avalancheProblems")),
        FieldFile("a CAAML avalanche bulletin (XML: bulletins in caaml.org's namespace, each bulletin's regions, "
                  "danger ratings and avalanche problems)",
                  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
                  '<bulletins xmlns="http://caaml.org/Schemas/V6.0/Profiles/BulletinEAWS">\n'
                  '  <bulletin bulletinID="7c1e5a93" lang="en">\n', 2,
                  root="bulletins", marks=("caaml.org/Schemas",)),
        FieldFile("a SMET station file (MeteoIO's: 'SMET 1.1 ASCII', a [HEADER] of 'key = value' lines naming its "
                  "fields, then [DATA])",
                  "SMET 1.1 ASCII\n[HEADER]\nstation_id       = ATW2\nfields           = timestamp TA RH HS\n"
                  "[DATA]\n2026-02-14T05:00:00   263.45   0.91   1.742\n", 1,
                  line=r"\A\ufeff?SMET \d+\.\d+ (?:ASCII|BINARY)[ \t]*\r?$", outputs=(".smet",)),
        FieldFile("a SNOWPACK snow profile file (.pro: [STATION_PARAMETERS], a [HEADER] of its codes 0500 Date, "
                  "0501 height, ..., then [DATA])",
                  "[STATION_PARAMETERS]\nStationName= ATW2\n\n[HEADER]\n0500,Date\n0501,nElems,height (cm)\n\n"
                  "[DATA]\n0500,14.02.2026 06:00:00\n", 1,
                  line=r"\A\ufeff?\[STATION_PARAMETERS\][ \t]*\r?$", marks=("^0500,",)),
        FieldFile("an NRCS report generator CSV (a SNOTEL or SCAN site's report: its '#' WARNING block naming the "
                  "site, then Date and the elements' columns)",
                  "#------------------------------------------------- WARNING --------------------------------------"
                  "------\n#\n# Snowbird (766)\n# Utah  SNOTEL Site - 9177 ft\n#\n"
                  "Date,Snow Water Equivalent (in) Start of Day Values\n2026-02-12,17.4\n", 1,
                  line=r"\A\ufeff?#-{10,} WARNING -{10,}[ \t]*\r?$"),
        FieldFile("an NRCS report generator's table (a SNOTEL or SCAN site's: Date, Snow Water Equivalent (in) "
                  "Start of Day Values, ...)",
                  "Date,Snow Water Equivalent (in) Start of Day Values,Snow Depth (in) Start of Day Values\n"
                  "2026-02-12,17.4,71\n", 1,
                  columns=("Date",), cell=r"^snow water equivalent \((?:in|mm)\)"),
        FieldFile("an avalanche forecasters' ballot typed as text (forecaster, place, zone, avalanche problem)",
                  "mk 1 big-cottonwood persistent-slab\nmk 2 little-cottonwood wind-slab\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$", lookalike=True),
        FieldFile("an avalanche danger rating sheet typed as text (date, region, elevation band, danger 1 to 5, "
                  "avalanche problem, confidence)",
                  "2026-02-14 salt-lake atl 3 persistent-slab high\n2026-02-14 salt-lake ntl 3 persistent-slab "
                  "fair\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$", lookalike=True),
    ))
