"""A state wildfire agency's fire danger and resource allocation team's files (issue 45's ninety-eighth bar, u98b_):
NASA FIRMS' active fire CSVs (VIIRS, MODIS), and the allocation board's typed ballots and vote tallies and the crew
leaders' typed rating sheets, which name an incident by its unique fire identifier (2024-CABTU-011931: the year, the
state's and the unit's letters, a number) on every line.  (NIFC's GeoJSON, KML, NetCDF, GeoTIFF and JPEGs are named by
the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile, ranked_from_the_top

#: an incident's unique fire identifier (NWCG's: year, two letters of the state and three of the unit, six digits)
_INCIDENT = r"\d{4}-[A-Z]{5}-\d{6}"
_TALLY = rf"{_INCIDENT}[ \t]+(?!0[ \t])\d+[ \t]+\d+[ \t]+\d+[ \t]*\r?"
_RATING = (rf"(?!Q0[ \t])[\w.-]+[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_INCIDENT}[ \t]+\d+[ \t]+\d+(?:\.\d+)?[ \t]+"
           rf"{NAME_FIELD}[ \t]*\r?")

WILDFIRE = Field(
    team="a state wildfire agency's fire danger and resource allocation team (u98b_)",
    advice="give each source's ranking of a day's, region's or board vote's incidents (the satellite hotspots, the "
           "fire weather index, the spread predictions, the crew leaders' ratings, the board's votes) as a run, the "
           "day or vote a query (region:norcal/2024-07-25) and each incident a document "
           "(incident:2024-CABTU-011931), the score higher for the more urgent incident: 'DAY Q0 INCIDENT RANK "
           "SCORE SOURCE'; the board's allocations are the qrels, 'DAY 0 INCIDENT GRADE'",
    files=(
        FieldFile("NASA FIRMS' VIIRS active fire CSV (latitude, longitude, bright_ti4, scan, track, acq_date, "
                  "acq_time, satellite, confidence, version, bright_ti5, frp, daynight)",
                  "latitude,longitude,bright_ti4,scan,track,acq_date,acq_time,satellite,confidence,version,"
                  "bright_ti5,frp,daynight\n39.81246,-121.61873,367.21,0.39,0.36,2024-07-25,0936,N,high,2.0NRT,"
                  "301.84,48.62,N\n", 1,
                  columns=("bright_ti4", "acq_date", "acq_time", "frp")),
        FieldFile("NASA FIRMS' MODIS active fire CSV (latitude, longitude, brightness, scan, track, acq_date, "
                  "acq_time, satellite, confidence, version, bright_t31, frp, daynight)",
                  "latitude,longitude,brightness,scan,track,acq_date,acq_time,satellite,confidence,version,"
                  "bright_t31,frp,daynight\n39.8117,-121.6201,352.4,1.0,1.0,2024-07-25,0612,Terra,91,6.1NRT,298.3,"
                  "96.4,N\n", 1,
                  columns=("brightness", "bright_t31", "acq_date", "frp")),
        FieldFile("a wildfire allocation board's ballot typed as text (place, incident's unique fire identifier, "
                  "unit, crews, engines, score)",
                  "1 2024-CABTU-011931 BTU 12 8 9.6\n2 2024-CALNU-009214 LNU 6 4 8.1\n", 1,
                  line=ranked_from_the_top(rf"[ \t]+{_INCIDENT}[ \t]+[A-Z]{{3}}[ \t]+\d+[ \t]+\d+[ \t]+"
                                           r"\d+(?:\.\d+)?[ \t]*\r?"),
                  lookalike=True),
        FieldFile("a wildfire allocation board's vote tally typed as text (incident's unique fire identifier, yes, "
                  "no, abstain)",
                  "2024-CABTU-011931 7 1 1\n2024-CALNU-009214 6 2 1\n", 1,
                  line=rf"\A{_TALLY}\n{_TALLY}$", lookalike=True),
        FieldFile("a crew leader's rating sheet typed as text (crew, date, incident's unique fire identifier, chains "
                  "of line, rating, leader)",
                  "Crew-4 2024-07-25 2024-CABTU-011931 42 4.5 Ramirez\nCrew-7 2024-07-25 2024-CALNU-009214 31 4.0 "
                  "Okafor\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$", lookalike=True),
    ))
