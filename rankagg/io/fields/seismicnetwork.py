"""A regional seismic network's event review files, its duty seismologists' (who review the automatic detections) and
science leads' (who rank events for publication and stations for upgrades) (issue 45's hundred-and-twelfth bar,
u112a_): an FDSN event web service answer in its text format (also read as a frame), an FDSN station web service answer
in its text format (channel or station level), hypoDD's relocations (hypoDD.reloc), and the network's typed rating
sheets, ballots and vote tallies, which name an event by its ComCat id and its magnitude type (uw62034871 ml) or a
station by its FDSN network and station codes (UW.RATT) on every line.  (QuakeML and StationXML documents, a NonLinLoc
.hyp, a miniSEED record and a SAC file are named by the older seismology reader (rankagg.io.seismology_shapes), the
ComCat GeoJSON feed, as a file or loaded in Python, by the GeoJSON reader; outputs named .mseed, .sac, .qml or .hyp are
the output names' to refuse.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a ComCat event id: the contributing network's code (uw, ci, nc, us, hv), then its own event code, digits first
#: (uw62034871, ci40161279, us7000abcd): the network's own token for an event, beside its magnitude type
_EVENT = r"[a-z]{2}\d{4}[a-z0-9]{2,8}(?![\w.-])"
#: a magnitude type as ComCat and the FDSN answers spell it (ml, md, mww, mb_lg, Mw): a closed set of the field's
#: words, never a run's Q0 in a second field
_MAGTYPE = r"(?i:m(?:ww|wr|wb|wc|wp|w|b_lg|blg|lg|lv|lr|l|d|b|s|e|i|h|c|un|int))(?![\w-])"
#: a station as the network types it: the FDSN network code, '.', the station code (UW.RATT), perhaps its location
#: and channel (UW.RATT..HHZ)
_STATION = r"[A-Z0-9]{2}\.[A-Z][A-Z0-9]{1,4}(?:\.[A-Z0-9]{0,2}\.[A-Z0-9]{3})?(?![\w.-])"
#: a word on the sheets (an upgrade: broadband-swap, telemetry, vault-repair): a letter first
_WORD = r"[^\W\d_][\w'+.-]*"
#: the review board's decisions as the network manager types them: case-sensitive after the first letter, so that
#: every tally line holds one of these texts (three letters or more) and a run's head holding none is not searched
_DECISION = r"(?:[Pp]ublish(?:ed)?|[Kk]eep|[Kk]ept|[Rr]eject(?:ed)?)(?![\w-])"
#: an analyst's rating sheet's line: analyst, date, event, magnitude type, magnitude, phases used, rms residual (s),
#: quality grade (A to D)
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_EVENT}[ \t]+{_MAGTYPE}[ \t]+-?\d(?:\.\d{{1,2}})?[ \t]+"
           r"\d{1,4}[ \t]+\d{1,2}(?:\.\d+)?[ \t]+[A-Da-d][+-]?[ \t]*\r?")
#: a board member's ballot's line: member, campaign (2026B), week (2026-W44) or month, place (never a qrels' 0), then a
#: station and its upgrade, or an event and its magnitude type
_BALLOT = (rf"{NAME_FIELD}[ \t]+\d{{4}}(?:[AB]|-W\d\d|-\d\d(?:-\d\d)?)[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+"
           rf"(?:{_STATION}[ \t]+{_WORD}|{_EVENT}[ \t]+{_MAGTYPE})[ \t]*\r?")
#: the review board's vote tally's line: event, magnitude type, the publish, keep and reject votes, the decision
_TALLY = rf"{_EVENT}[ \t]+{_MAGTYPE}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"
#: hypoDD's final locations as its Fortran format writes them (i9, f10.6, f11.6, f9.3, 3 f10.1, 3 f8.1, i4, 4 i2,
#: f6.3, f4.1, 4 i5, 2 f6.3, i3): only numbers, so the decimals of each of the 24 fields and a year are what tell it
_RELOC = (r"[ \t]*\d{1,9}[ \t]+-?\d{1,2}\.\d{6}[ \t]+-?\d{1,3}\.\d{6}[ \t]+-?\d+\.\d{3}(?:[ \t]+-?\d+\.\d){6}"
          r"[ \t]+(?:19|20)\d\d(?:[ \t]+\d{1,2}){4}[ \t]+\d{1,2}\.\d{3}[ \t]+-?\d{1,2}\.\d(?:[ \t]+\d{1,5}){4}"
          r"[ \t]+-?\d+\.\d{3}[ \t]+-?\d+\.\d{3}[ \t]+\d{1,3}[ \t]*\r?")

SEISMICNETWORK = Field(
    team="a regional seismic network's event review, its duty seismologists and science leads (u112a_)",
    advice="give each source's ranking of a region's week's, a sequence's or a review campaign's events or stations "
           "(the automatic picker's scores, the magnitude residuals, the analysts' quality grades, the members' "
           "votes) as a run, the region's week, sequence or campaign a query (week:2026-W44/aftershocks) and each "
           "event or station a document (evt:uw62034871/ml, sta:UW.RATT..HHZ), the score higher for the event to "
           "publish or the station to upgrade first: 'WEEK Q0 EVENT RANK SCORE SOURCE'; the review board's decisions "
           "are the qrels, 'WEEK 0 EVENT GRADE' (2 publish, 1 keep, 0 reject)",
    files=(
        # fdsnws-event's format=text: its column line in the specification's words ('#EventID' its first cell, read
        # as a frame too); SeisComP adds a 14th column, EventType, which the subset allows
        FieldFile("an FDSN event web service answer in its text format (fdsnws-event format=text: '#EventID|Time|"
                  "Latitude|Longitude|Depth/km|Author|Catalog|Contributor|ContributorID|MagType|Magnitude|MagAuthor|"
                  "EventLocationName', an event a line)",
                  "#EventID|Time|Latitude|Longitude|Depth/km|Author|Catalog|Contributor|ContributorID|MagType|"
                  "Magnitude|MagAuthor|EventLocationName\nuw62034871|2026-10-28T09:14:52.310Z|47.6012|-122.9108|"
                  "18.42|uw|uw|uw|uw62034871|ml|2.31|uw|9 km WNW of Seabeck, Washington\n", 1,
                  columns=("EventLocationName", "ContributorID", "MagAuthor", "MagType", "Depth/km"),
                  cell=r"^#?\s*eventid$"),
        # fdsnws-station's format=text at level=channel: the sensor's description and its scale's columns
        FieldFile("an FDSN station web service answer in its text format, channel level (fdsnws-station format=text: "
                  "'#Network|Station|Location|Channel|Latitude|Longitude|Elevation|Depth|Azimuth|Dip|"
                  "SensorDescription|Scale|ScaleFreq|ScaleUnits|SampleRate|StartTime|EndTime', a channel a line)",
                  "#Network|Station|Location|Channel|Latitude|Longitude|Elevation|Depth|Azimuth|Dip|SensorDescription|"
                  "Scale|ScaleFreq|ScaleUnits|SampleRate|StartTime|EndTime\nUW|RATT||HHZ|47.4358|-121.7931|1018.0|0.0|"
                  "0.0|-90.0|Nanometrics Trillium Compact 120s|488000000.0|1.0|M/S|100.0|2019-06-05T00:00:00|\n", 1,
                  columns=("SensorDescription", "ScaleFreq", "ScaleUnits", "SampleRate", "Channel"),
                  cell=r"^#?\s*network$"),
        # the same service at level=station: the site's name beside the codes and the epoch
        FieldFile("an FDSN station web service answer in its text format, station level (fdsnws-station format=text: "
                  "'#Network|Station|Latitude|Longitude|Elevation|SiteName|StartTime|EndTime', a station a line)",
                  "#Network|Station|Latitude|Longitude|Elevation|SiteName|StartTime|EndTime\nUW|RATT|47.4358|"
                  "-121.7931|1018.0|Rattlesnake Ridge, WA, USA|2011-09-14T00:00:00|\n", 1,
                  columns=("SiteName", "Station", "Elevation", "StartTime", "EndTime"), cell=r"^#\s*network$"),
        # hypoDD writes no header: its first line is an event's, read at the file's start; no token of the field
        # but numbers, so asked after the forms that hold one
        FieldFile("hypoDD's relocated events (hypoDD.reloc, as hypoDD writes its final locations: id, latitude, "
                  "longitude, depth, x, y, z and their errors, year, month, day, hour, minute, second, magnitude, the "
                  "cross-correlation and catalog P and S counts, their rms residuals, the cluster: 24 fields, an event "
                  "a line)",
                  " 62034871  47.601204 -122.910812    18.395     -412.6      318.4      -12.9     41.2     38.7     "
                  "77.5 2026 10 28  9 14 52.298  2.3   412   288    31    19  0.041  0.118   1\n"
                  " 62034912  47.596911 -122.903050    17.992      167.4     -158.9     -416.3     44.8     40.1     "
                  "83.0 2026 10 28 11  2  7.851  1.4   266   171    18    11  0.047  0.131   1\n", 1,
                  line=rf"\A{_RELOC}$", tokenless=True),
        FieldFile("a seismic network duty seismologist's rating sheet typed as text (analyst, date, event as its "
                  "ComCat id, magnitude type, magnitude, phases used, rms residual, quality grade)",
                  "okafor 2026-11-02 uw62034871 ml 2.31 38 0.12 A\nokafor 2026-11-02 uw62034912 md 1.42 21 0.09 B\n",
                  1, line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a seismic network review board member's ballot typed as text (member, campaign or week, place, "
                  "station as FDSN network and station codes and its upgrade, or event as its ComCat id and magnitude "
                  "type)",
                  "haldorsen 2026B 1 UW.RATT broadband-swap\nhaldorsen 2026B 2 UW.GNW telemetry\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a seismic network review board's vote tally typed as text (event as its ComCat id, magnitude type, "
                  "publish, keep and reject votes, decision)",
                  "uw62034871 ml 6 1 0 publish\nuw62034912 md 4 3 0 publish\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
