"""Issue 45's hundred-and-twelfth bar of scripts/reliability_matrix.py, a regional seismic network's event review, the
duty seismologists who review the automatic detections and the network's science leads who rank events for publication
and stations for upgrades per region, week and review campaign from automatic picker scores, magnitude residuals, the
analysts' quality grades and the members' votes (its cases, ids ``u112a_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The network's review: each region's week, each week's sequence and each review campaign (``region:2026-cascadia/north``,
``week:2026-W44/aftershocks``, ``campaign:2026B/station-upgrades``) is a query and each event or station a document, as
the network writes them: an event by its ComCat id and its magnitude type (``evt:uw62034871/ml``), a station by network,
station, location and channel (``sta:UW.RATT..HHZ``, the location empty); on the typed sheets the event id alone
(``uw62034871``) or the network and station (``UW.RATT``).  The runs are the automatic picker's scores, the magnitude
residuals, the analysts' quality grades and the members' votes, turned to scores in [0, 1] at four decimals.  They are
fused with RRF, Borda and CombSUM, the analysts' grades weighted highest, and judged against the review board's
decisions (2 publish, 1 keep, 0 reject).  The mistakes and odd files: the field's own files given where runs or qrels
are read (an FDSN event web service answer in its text format and as QuakeML, an FDSN station answer as StationXML and
in its text format, the USGS ComCat GeoJSON summary feed, a NonLinLoc location file (.hyp), hypoDD's relocations
(hypoDD.reloc), a miniSEED record, and an analyst's rating sheet, a member's ballot and the review board's vote tally as
the network's staff type them), and outputs named for the field's files (a miniSEED .mseed, a SAC .sac, a QuakeML .qml,
a NonLinLoc .hyp).  (Checked: the FDSN event text format's column line
'#EventID|Time|Latitude|Longitude|Depth/km|Author|Catalog|Contributor|ContributorID|
MagType|Magnitude|MagAuthor|EventLocationName' from SeisComP's fdsnws event service (its _processRequestText writes that
line with a 14th column EventType and one '|'-joined line per event, found by string search) and from clients' tests
quoting USGS answers (13 columns, no EventType, ids such as 'us7000abcd' repeated as ContributorID, times as
'2020-03-26T15:16:28.000Z'); the USGS 13-column form is used, the events, places and numbers are made up.  The FDSN
station text format's channel-level column line ('#Network|Station|Location|Channel|Latitude|Longitude|Elevation|
Depth|Azimuth|Dip|SensorDescription|Scale|ScaleFreq|ScaleUnits|SampleRate|StartTime|EndTime', an empty location and an
empty EndTime for an open epoch) from a federator's StationTextRequestProcessor, a station server's tests (its BW.ALTM
answers) and clients' test answers; the stations, sensors and scales are illustrative.  QuakeML as the USGS event
service writes it (the '<q:quakeml xmlns="http://quakeml.org/xmlns/bed/1.2" xmlns:anss=... xmlns:catalog=...
xmlns:q=...>' root, eventParameters, an event with catalog:datasource, catalog:eventsource and catalog:eventid, a
description of type 'earthquake name', origin and magnitude with catalog:dataid, the whole event on one line) from
several clients' test answers (an 'hv' event, a 'us' event, an ANSS 'uu' event with 'quakeml:uu.anss.org/...' ids); the
UW publicIDs follow the 'quakeml:uw.anss.org/Event/UW/<id>' form quoted in PNSN users' code, the rest is made up.
StationXML as the IRIS DMC's fdsnws-station writes it (ISO-8859-1 declaration, FDSNStationXML in
http://www.fdsn.org/xml/station/1 with the iris namespace and schemaVersion 1.1, Source and Sender IRIS-DMC, 'IRIS WEB
SERVICE: fdsnws-station | version: 1.1.52', ModuleURI, Created, Network with Description, Identifier,
TotalNumberStations and SelectedNumberStations, then Station and Channel) from clients' tests quoting its answers; the
channel's elements follow the StationXML schema's order as remembered (Depth, Azimuth, Dip, Type, SampleRate, Sensor,
Response): a guess in its details, and the station itself is made up.  The ComCat GeoJSON summary feed from answers
quoted in several repositories
('{"type":"FeatureCollection","metadata":{"generated":...,"url":"https://earthquake.usgs.gov/
earthquakes/feed/v1.0/summary/all_hour.geojson","title":"USGS All Earthquakes, Past Hour","status":200,"api":...,
"count":...},"features":[...]' and a feature's properties in the feed's order: mag, place, time, updated, tz, url,
detail, felt, cdi, mmi, alert, status, tsunami, sig, net, code, ids, sources, types, nst, dmin, rms, gap, magType, type,
title, then geometry and id; a 'uw61898257' feature among them); the api version and the bbox's place at the end are
from memory.  NonLinLoc's .hyp from its writer, WriteLocation in NLLocLib.c (read: 'NLLOC "root" "LOCATED" "Location
completed."', SIGNATURE, COMMENT, GRID, SEARCH, 'HYPOCENTER  x %lg y %lg z %lg  OT %lg  ix %d iy %d iz %d', 'GEOGRAPHIC
OT %4.4d %2.2d %2.2d  %2.2d %2.2d %f  Lat %f Long %f Depth %lg', QUALITY with Pmax, MFmin, MFmax, RMS, Nphs, Gap, Dist,
Mamp and Mdur ('%5.2lg %d'), VPVSRATIO, STATISTICS, STAT_GEOG, the TRANSFORM line, QML_OriginQuality,
QML_OriginUncertainty, FOCALMECH, the PHASE column line, the arrivals, END_PHASE, 'END_NLLOC' and a blank line) and a
real .hyp quoted in a repository's test data for the arrival lines' spacing; the arrivals' exact widths (WriteArrival
was not read), the signature's text and all numbers are a guess.  hypoDD's hypoDD.reloc from hypoDD's own source (read:
the final 'output final locations (mdat.reloc)' write, Fortran format (i9,1x,f10.6,1x,
f11.6,1x,f9.3,1x,f10.1,1x,f10.1,1x,f10.1,1x,f8.1,1x,f8.1,1x,f8.1,1x,i4,1x,i2,1x,i2,1x,i2,1x,i2,1x,f6.3,1x,f4.1,1x,
i5,1x,i5,1x,i5,1x,i5,1x,f6.3,1x,f6.3,1x,i3): id, latitude, longitude, depth, x, y, z, their errors, date and time,
magnitude, the numbers of cross-correlation and catalog P and S data, their rms residuals and the cluster), written here
with C's equivalent widths; the relocations are made up.  The miniSEED 2.4 record from libmseed's mseedformat.h (read:
the 48-byte fixed section: sequence number char[6], quality 'D', reserved, station char[5], location char[2], channel
char[3], network char[2], then the BTIME (year, day, hour, minute, second, unused, 0.0001 s), sample count, sample rate
factor and multiplier, activity, I/O and quality flags, the blockette count, the time correction, the data offset and
the first blockette's offset) and SeisComP's copy of the same table; blockette 1000 (type 1000, next 0, encoding 3 for
32-bit integers, word order 1 for big-endian, record length as a power of two, 9 for 512 bytes) is from memory of the
SEED manual, not read here; the samples are made up.  The output suffixes: .mseed (miniSEED, as libmseed's tools and
ObsPy name it), .sac (SAC's binary file; its 632-byte header was read in SeisComP's sachdr.h and SAC's documentation,
though no SAC file is written here), .qml (QuakeML) and .hyp (NonLinLoc, whose GetHypLoc appends '.hyp' to a name
without it).  Left out, as they could not be checked here: a HYPOINVERSE archive or summary file's column widths (its
Y2000 layout was not found as source), a SeisComP SCML export (its schema version could not be pinned down), an ObsPy
CSV catalog export (no writer found) and an AQMS database dump.  The rating sheet, the ballot and the vote tally are
typed here as the network's analysts and board members type them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import math
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDTWELFTH_SEISMOLOGY = ("45 Unseen inputs: a hundred-and-twelfth bar, a regional seismic network's review team "
                             "(duty seismologists reviewing the automatic detections and the science leads who rank "
                             "events for publication and stations for upgrades) ranking events and stations per "
                             "region, week and review campaign from automatic picker scores, magnitude residuals, the "
                             "analysts' quality grades and the members' votes (FDSN event answers as text and "
                             "QuakeML, FDSN station answers as StationXML and text, the USGS ComCat GeoJSON feed, "
                             "NonLinLoc .hyp locations, hypoDD relocations, miniSEED records, analysts' rating "
                             "sheets, members' ballots and the review board's vote tallies as typed)")

_EVENT = "uw62034871"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['picker_scores', 'mag_residuals', 'analyst_grades', 'member_votes'],
    items=[f'evt:{_EVENT}/ml', 'evt:uw62034912/md', 'sta:UW.RATT..HHZ', 'evt:uw62035006/ml', 'sta:UW.GNW..HHZ',
           'evt:uw62035117/mww', 'sta:CC.SEP..EHZ', 'evt:uw62035230/md'],
    queries=['region:2026-cascadia/north', 'week:2026-W44/aftershocks', 'campaign:2026B/station-upgrades',
             'region:2026-cascadia/puget-lowland', 'week:2026-W45/swarm-review', 'campaign:2026B/magnitude-recal'],
    suffix='/re-review', generator='event_scores', judgements='board_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "event_scores", "review.run")

_RECS3 = ["picker_scores", "analyst_grades", "member_votes"]
_OUT = ("review.run",)
_ONE_RUN = (f"week:2026-W44/aftershocks Q0 evt:{_EVENT}/ml 1 0.9120 member_votes\n"
            "week:2026-W44/aftershocks Q0 evt:uw62034912/md 2 0.8431 member_votes\n")


# the network's files, as the FDSN web services, ComCat, NonLinLoc, hypoDD, a digitiser and the staff write them
# an FDSN event web service answer, format=text (the USGS form: 13 columns, no EventType), one line per event
_FDSN_EVENTS = [
    (_EVENT, "2026-10-28T09:14:52.310Z", 47.6012, -122.9108, 18.42, "ml", 2.31, "9 km WNW of Seabeck, Washington"),
    ("uw62034912", "2026-10-28T11:02:07.840Z", 47.5968, -122.9031, 17.95, "md", 1.42,
     "8 km WNW of Seabeck, Washington"),
    ("uw62035006", "2026-10-29T03:41:19.120Z", 47.6107, -122.9264, 19.06, "ml", 1.87,
     "10 km WNW of Seabeck, Washington"),
    ("uw62035117", "2026-10-30T22:18:44.560Z", 46.8795, -121.7602, 4.81, "mww", 3.42,
     "12 km NE of Ashford, Washington")]
_FDSN_EVENT_TEXT = ("#EventID|Time|Latitude|Longitude|Depth/km|Author|Catalog|Contributor|ContributorID|MagType|"
                    "Magnitude|MagAuthor|EventLocationName\n"
                    + "".join(f"{e}|{t}|{la}|{lo}|{d}|uw|uw|uw|{e}|{mt}|{m}|uw|{p}\n"
                              for e, t, la, lo, d, mt, m, p in _FDSN_EVENTS))
_FDSN_EVENT_NAME = "fdsnws_event_uw_2026-W44.txt"

# the same service's QuakeML answer for one event: the USGS root, eventParameters, then the event on one line
_QUAKEML = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<q:quakeml xmlns="http://quakeml.org/xmlns/bed/1.2" xmlns:anss="http://anss.org/xmlns/event/0.1" '
    'xmlns:catalog="http://anss.org/xmlns/catalog/0.1" xmlns:q="http://quakeml.org/xmlns/quakeml/1.2">\n'
    f'<eventParameters publicID="quakeml:earthquake.usgs.gov/fdsnws/event/1/query?eventid={_EVENT}&amp;'
    'format=quakeml">\n'
    f'<event catalog:datasource="uw" catalog:eventsource="uw" catalog:eventid="62034871" publicID="quakeml:'
    f'earthquake.usgs.gov/fdsnws/event/1/query?eventid={_EVENT}&amp;format=quakeml"><description><type>earthquake '
    'name</type><text>9 km WNW of Seabeck, Washington</text></description><origin catalog:datasource="uw" '
    f'catalog:dataid="{_EVENT}" catalog:eventsource="uw" catalog:eventid="62034871" publicID="quakeml:uw.anss.org/'
    'Origin/UW/20714488"><time><value>2026-10-28T09:14:52.310Z</value></time><longitude><value>-122.9108333'
    '</value></longitude><latitude><value>47.6011667</value></latitude><depth><value>18420</value><uncertainty>'
    '610</uncertainty></depth><quality><usedPhaseCount>38</usedPhaseCount><usedStationCount>24</usedStationCount>'
    '<standardError>0.12</standardError><azimuthalGap>71</azimuthalGap><minimumDistance>0.06154</minimumDistance>'
    '</quality><evaluationMode>manual</evaluationMode><evaluationStatus>reviewed</evaluationStatus></origin>'
    f'<magnitude catalog:datasource="uw" catalog:dataid="{_EVENT}" catalog:eventsource="uw" catalog:eventid='
    '"62034871" publicID="quakeml:uw.anss.org/Netmag/UW/7311904"><mag><value>2.31</value><uncertainty>0.14'
    '</uncertainty></mag><type>ml</type><stationCount>17</stationCount><originID>quakeml:uw.anss.org/Origin/UW/'
    '20714488</originID><evaluationMode>manual</evaluationMode><evaluationStatus>reviewed</evaluationStatus>'
    '</magnitude><preferredOriginID>quakeml:uw.anss.org/Origin/UW/20714488</preferredOriginID>'
    '<preferredMagnitudeID>quakeml:uw.anss.org/Netmag/UW/7311904</preferredMagnitudeID><type>earthquake</type>'
    '<creationInfo><agencyID>UW</agencyID><creationTime>2026-10-28T09:31:12.040Z</creationTime></creationInfo>'
    '</event>\n<creationInfo><creationTime>2026-11-02T16:48:20.000Z</creationTime></creationInfo>\n'
    '</eventParameters></q:quakeml>\n')
_QUAKEML_NAME = f"{_EVENT}.xml"

# an FDSN station answer as StationXML (IRIS DMC's fdsnws-station, level=channel) for the station under review
_STATIONXML = (
    '<?xml version="1.0" encoding="ISO-8859-1"?>\n\n'
    '<FDSNStationXML xmlns="http://www.fdsn.org/xml/station/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
    'xmlns:iris="http://www.fdsn.org/xml/station/1/iris" xsi:schemaLocation="http://www.fdsn.org/xml/station/1 '
    'http://www.fdsn.org/xml/station/fdsn-station-1.1.xsd" schemaVersion="1.1">\n'
    ' <Source>IRIS-DMC</Source>\n'
    ' <Sender>IRIS-DMC</Sender>\n'
    ' <Module>IRIS WEB SERVICE: fdsnws-station | version: 1.1.52</Module>\n'
    ' <ModuleURI>http://service.iris.edu/fdsnws/station/1/query?net=UW&amp;sta=RATT&amp;cha=HHZ&amp;level=channel'
    '&amp;format=xml&amp;nodata=404</ModuleURI>\n'
    ' <Created>2026-11-02T17:04:11.2210</Created>\n'
    ' <Network code="UW" startDate="1963-01-01T00:00:00.0000" restrictedStatus="open">\n'
    '  <Description>Pacific Northwest Regional Seismic Network</Description>\n'
    '  <Identifier type="DOI">10.7914/SN/UW</Identifier>\n'
    '  <TotalNumberStations>712</TotalNumberStations>\n'
    '  <SelectedNumberStations>1</SelectedNumberStations>\n'
    '  <Station code="RATT" startDate="2011-09-14T00:00:00.0000" restrictedStatus="open">\n'
    '   <Latitude>47.4358</Latitude>\n'
    '   <Longitude>-121.7931</Longitude>\n'
    '   <Elevation>1018.0</Elevation>\n'
    '   <Site>\n    <Name>Rattlesnake Ridge, WA, USA</Name>\n   </Site>\n'
    '   <CreationDate>2011-09-14T00:00:00.0000</CreationDate>\n'
    '   <TotalNumberChannels>6</TotalNumberChannels>\n'
    '   <SelectedNumberChannels>1</SelectedNumberChannels>\n'
    '   <Channel code="HHZ" locationCode="" startDate="2019-06-05T00:00:00.0000" restrictedStatus="open">\n'
    '    <Latitude>47.4358</Latitude>\n    <Longitude>-121.7931</Longitude>\n    <Elevation>1018.0</Elevation>\n'
    '    <Depth>0.0</Depth>\n    <Azimuth>0.0</Azimuth>\n    <Dip>-90.0</Dip>\n'
    '    <Type>CONTINUOUS</Type>\n    <Type>GEOPHYSICAL</Type>\n    <SampleRate>1.0E02</SampleRate>\n'
    '    <SampleRateRatio>\n     <NumberSamples>100</NumberSamples>\n     <NumberSeconds>1</NumberSeconds>\n'
    '    </SampleRateRatio>\n    <ClockDrift>0.0E00</ClockDrift>\n'
    '    <Sensor>\n     <Description>Nanometrics Trillium Compact 120s</Description>\n    </Sensor>\n'
    '    <Response>\n     <InstrumentSensitivity>\n      <Value>4.88E08</Value>\n      <Frequency>1.0E00</Frequency>\n'
    '      <InputUnits>\n       <Name>M/S</Name>\n       <Description>Velocity in Meters Per Second</Description>\n'
    '      </InputUnits>\n      <OutputUnits>\n       <Name>COUNTS</Name>\n       <Description>Digital Counts'
    '</Description>\n      </OutputUnits>\n     </InstrumentSensitivity>\n    </Response>\n'
    '   </Channel>\n  </Station>\n </Network>\n</FDSNStationXML>\n')
_STATIONXML_NAME = "UW.RATT_stationxml.xml"

# an FDSN station answer, format=text, level=channel: the '#Network|Station|...' line, then a channel a line
_FDSN_CHANNELS = [
    ("UW", "RATT", "", "HHZ", 47.4358, -121.7931, 1018.0, 0.0, -90.0, "Nanometrics Trillium Compact 120s",
     "488000000.0", "2019-06-05T00:00:00"),
    ("UW", "GNW", "", "HHZ", 47.5641, -122.8251, 220.0, 0.0, -90.0, "Guralp CMG-3T/120", "1490000000.0",
     "2008-02-27T00:00:00"),
    ("CC", "SEP", "", "EHZ", 46.2000, -122.1909, 2103.0, 0.0, -90.0, "Mark Products L-4C", "70000000.0",
     "2004-10-12T00:00:00")]
_FDSN_STATION_TEXT = ("#Network|Station|Location|Channel|Latitude|Longitude|Elevation|Depth|Azimuth|Dip|"
                      "SensorDescription|Scale|ScaleFreq|ScaleUnits|SampleRate|StartTime|EndTime\n"
                      + "".join(f"{n}|{s}|{loc}|{c}|{la}|{lo}|{el}|{dp}|0.0|{dip}|{sd}|{sc}|1.0|M/S|100.0|{st}|\n"
                                for n, s, loc, c, la, lo, el, dp, dip, sd, sc, st in _FDSN_CHANNELS))
_FDSN_STATION_NAME = "fdsnws_station_uw_cc_channels.txt"

# the USGS ComCat GeoJSON summary feed (all_week.geojson), served as one line
_GEOJSON_FEATURES = [
    {"type": "Feature",
     "properties": {"mag": m, "place": p, "time": ms, "updated": ms + 1094000, "tz": None,
                    "url": f"https://earthquake.usgs.gov/earthquakes/eventpage/{e}",
                    "detail": f"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/{e}.geojson",
                    "felt": felt, "cdi": cdi, "mmi": None, "alert": None, "status": "reviewed", "tsunami": 0,
                    "sig": sig, "net": "uw", "code": e[2:], "ids": f",{e},", "sources": ",uw,",
                    "types": types, "nst": nst, "dmin": dmin, "rms": rms, "gap": gap, "magType": mt,
                    "type": "earthquake", "title": f"M {m} - {p}"},
     "geometry": {"type": "Point", "coordinates": [lo, la, d]}, "id": e}
    for e, m, mt, p, ms, la, lo, d, felt, cdi, sig, types, nst, dmin, rms, gap in [
        (_EVENT, 2.31, "ml", "9 km WNW of Seabeck, Washington", 1793178892310, 47.6011667, -122.9108333, 18.42, 14,
         2.7, 89, ",dyfi,origin,phase-data,", 38, 0.06154, 0.12, 71),
        ("uw62034912", 1.42, "md", "8 km WNW of Seabeck, Washington", 1793185327840, 47.5968333, -122.9031667, 17.95,
         None, None, 30, ",origin,phase-data,", 21, 0.05712, 0.09, 88),
        ("uw62035117", 3.42, "mww", "12 km NE of Ashford, Washington", 1793398724560, 46.8795, -121.7601667, 4.81,
         212, 3.8, 270, ",dyfi,focal-mechanism,moment-tensor,origin,phase-data,shakemap,", 61, 0.02831, 0.15, 43)]]
_GEOJSON = json.dumps({
    "type": "FeatureCollection",
    "metadata": {"generated": 1793640511000,
                 "url": "https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/all_week.geojson",
                 "title": "USGS All Earthquakes, Past Week", "status": 200, "api": "1.14.1", "count": 3},
    "features": _GEOJSON_FEATURES,
    "bbox": [-122.9108333, 46.8795, 4.81, -121.7601667, 47.6011667, 18.42]}, separators=(",", ":"))
_GEOJSON_NAME = "all_week.geojson"

# NonLinLoc's location file (.hyp) of the event: the NLLOC block as WriteLocation writes it, then the arrivals
_NLL_ARRIVALS = [
    ("RATT", "HHZ", "i", "P", "U", "0915", 2.8791, 10.5701, 0.0119, 1.0834, -19.8021, 17.4408, 1.018, 86.2105,
     98.71, 278.9, 96.2),
    ("GNW", "HHZ", "i", "P", "D", "0914", 54.2187, 1.9090, -0.0032, 1.4127, 6.3410, -4.1270, 0.220, 7.5656, 58.31,
     238.3, 141.2),
    ("GNW", "HHE", "e", "S", "?", "0914", 55.6542, 3.3380, 0.0261, 0.8712, 6.3410, -4.1270, 0.220, 7.5656, 58.31,
     238.3, 141.2),
    ("SEP", "EHZ", "e", "P", "?", "0915", 12.0104, 19.6981, -0.0077, 0.7719, 50.1254, -155.0630, 2.103, 163.0640,
     162.07, 342.1, 94.8)]
_NLL_HYP = (
    'NLLOC "./loc/uw_2026W44.20261028.091452.grid0.loc" "LOCATED" "Location completed."\n'
    'SIGNATURE "PNSN duty seismologist   obs:./obs/uw62034871.obs   NLLoc:v7.00.16 28Oct2026 09h21m07"\n'
    'COMMENT "week 2026-W44 aftershock review, uw62034871"\n'
    'GRID  501 501 121  -125 -125 -2  0.5 0.5 0.5 PROB_DENSITY\n'
    'SEARCH OCTREE nInitial 2880 nEvaluated 40000 smallestNodeSide 0.011719/0.011719/0.010742 oct_tree_integral '
    '1.843567e-02 scatter_volume 1.834510e-02\n'
    'HYPOCENTER  x -31.2305 y 11.3462 z 18.418  OT 52.31  ix -1 iy -1 iz -1\n'
    'GEOGRAPHIC  OT 2026 10 28  09 14 52.310000  Lat 47.601167 Long -122.910833 Depth 18.418\n'
    'QUALITY  Pmax 3.62871e+40 MFmin 14.2203 MFmax 16.9841 RMS 0.121842 Nphs 38 Gap 71.3352 Dist 6.84012 '
    'Mamp   2.3 17 Mdur  -9.9 0\n'
    'VPVSRATIO  VpVsRatio 1.74212  Npair 14  Diff 0.3921\n'
    'STATISTICS  ExpectX -31.2288 Y 11.3471 Z 18.5012  CovXX 0.0912 XY 0.00412 XZ -0.0121 YY 0.0834 YZ 0.00731 '
    'ZZ 0.392 EllAz1  118.2 Dip1  2.1 Len1  0.512 Az2  208.4 Dip2  -4.7 Len2  0.571 Len3  1.284117e+00\n'
    'STAT_GEOG  ExpectLat 47.601175 Long -122.910811 Depth 18.501200\n'
    'TRANSFORM  LAMBERT RefEllipsoid WGS-84  LatOrig 47.500000  LongOrig -122.500000  FirstStdParal 46.250000  '
    'SecondStdParal 48.782543  RotCW 0.000000\n'
    'QML_OriginQuality  assocPhCt 38  usedPhCt 38  assocStaCt -1  usedStaCt 24  depthPhCt -1  stdErr 0.121842  '
    'azGap 71.3352  secAzGap 88.102  gtLevel -  minDist 6.84012 maxDist 163.064 medDist 41.302\n'
    'QML_OriginUncertainty  horUnc -1  minHorUnc 0.4821  maxHorUnc 0.5437  azMaxHorUnc 28.2\n'
    'FOCALMECH  Hyp  47.601167 -122.910833 18.418000 Mech  0 0 0 mf  0 nObs 0\n'
    'PHASE ID Ins Cmp On Pha  FM Date     HrMn   Sec     Err  ErrMag    Coda      Amp       Per  >   TTpred    Res'
    '       Weight    StaLoc(X  Y         Z)        SDist    SAzim  RAz  RDip RQual    Tcorr \n'
    + "".join("%-6s ?    %-4s %s %-6s %s 20261028 %s %9.4f GAU      0.02        -1        -1        -1 > %9.4f "
              "%9.4f %9.4f %9.4f %9.4f %9.4f %9.4f %6.2f %5.1f %5.1f  9     0.0000\n"
              % (sta, cmp_, on, ph, fm, hm, sec, tt, res, wt, x, y, z, dist, saz, raz, rdip)
              for sta, cmp_, on, ph, fm, hm, sec, tt, res, wt, x, y, z, dist, saz, raz, rdip in _NLL_ARRIVALS)
    + 'END_PHASE\nEND_NLLOC\n\n')
_NLL_HYP_NAME = "uw_2026W44.20261028.091452.grid0.loc.hyp"

# hypoDD's relocations (hypoDD.reloc), its Fortran format written with C's widths: a relocated event a line
_RELOC = [
    (62034871, 47.601204, -122.910812, 18.395, -412.6, 318.4, -12.9, 41.2, 38.7, 77.5, 28, 9, 14, 52.298, 2.3,
     412, 288, 31, 19, 0.041, 0.118),
    (62034912, 47.596911, -122.903050, 17.992, 167.4, -158.9, -416.3, 44.8, 40.1, 83.0, 28, 11, 2, 7.851, 1.4, 266,
     171, 18, 11, 0.047, 0.131),
    (62035006, 47.610590, -122.926501, 19.033, -1013.8, 1016.2, 624.7, 52.3, 47.9, 96.4, 29, 3, 41, 19.104, 1.9,
     301, 204, 22, 15, 0.052, 0.127),
    (62035230, 47.603377, -122.914110, 18.611, -660.7, 557.5, 203.9, 61.0, 58.2, 112.8, 31, 17, 5, 33.472, 1.2,
     148, 96, 12, 8, 0.058, 0.142)]
_HYPODD_RELOC = "".join(
    "%9d %10.6f %11.6f %9.3f %10.1f %10.1f %10.1f %8.1f %8.1f %8.1f %4d %2d %2d %2d %2d %6.3f %4.1f %5d %5d %5d %5d "
    "%6.3f %6.3f %3d\n" % (cusp, la, lo, d, x, y, z, ex, ey, ez, 2026, 10, dy, hr, mi, sc, mag, nccp, nccs, nctp,
                           ncts, rcc, rct, 1)
    for cusp, la, lo, d, x, y, z, ex, ey, ez, dy, hr, mi, sc, mag, nccp, nccs, nctp, ncts, rcc, rct in _RELOC)
_HYPODD_NAME = "hypoDD.reloc"


# a miniSEED 2.4 record of 512 bytes: the 48-byte fixed section (big-endian), blockette 1000 at byte 48 (encoding 3,
# 32-bit integers, word order 1, record length 2^9), the data from byte 64: 112 samples of the event's P wave
def _miniseed() -> bytes:
    n = (512 - 64) // 4
    head = b"000001" + b"D" + b" " + b"RATT " + b"  " + b"HHZ" + b"UW"
    head += struct.pack(">HHBBBBHHhhBBBBiHH", 2026, 301, 9, 15, 2, 0, 8790, n, 100, 1, 0, 0, 0, 1, 0, 64, 48)
    b1000 = struct.pack(">HHBBBB", 1000, 0, 3, 1, 9, 0)
    samples = [round(412 + 9000 * math.exp(-i / 40) * math.sin(i / 2.3)) if i >= 8 else 412 + (i * 7) % 5
               for i in range(n)]
    return head + b1000 + b"\0" * 8 + struct.pack(f">{n}i", *samples)


_MINISEED = _miniseed()
_MINISEED_NAME = "UW.RATT..HHZ.2026.301.mseed"

# an analyst's rating sheet as typed after the week's review: analyst, date, event, magnitude type, magnitude,
# phases used, rms residual (s), grade (A-D): eight fields a line
_RATING_SHEET = (f"okafor 2026-11-02 {_EVENT} ml 2.31 38 0.12 A\n"
                 "okafor 2026-11-02 uw62034912 md 1.42 21 0.09 B\n"
                 "okafor 2026-11-02 uw62035006 ml 1.87 26 0.14 B\n"
                 "okafor 2026-11-02 uw62035230 md 1.18 11 0.21 C\n"
                 "okafor 2026-11-02 uw62035117 mww 3.42 61 0.15 A\n")
# a board member's ballot for the station-upgrade campaign: member, campaign, place, station (NET.STA), upgrade
_BALLOT = ("haldorsen 2026B 1 UW.RATT broadband-swap\n"
           "haldorsen 2026B 2 UW.GNW telemetry\n"
           "haldorsen 2026B 3 CC.SEP vault-repair\n"
           "haldorsen 2026B 4 UW.LON strong-motion\n")
# the review board's vote tally as the network manager types it: event, magnitude type, publish, keep and reject
# votes, decision: six fields a line
_VOTE_TALLY = (f"{_EVENT} ml 6 1 0 publish\nuw62034912 md 4 3 0 publish\n"
               "uw62035006 ml 2 4 1 keep\nuw62035230 md 0 2 5 reject\n")


def hundredtwelfth_bar_seismology_cases() -> list[Case]:
    G = HUNDREDTWELFTH_SEISMOLOGY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="event_scores", judgements="board_decisions", runs=_RECS3,
        stem="review", outputs=_OUT, item="event or station", rounded="analyst_grades",
        weights="{'analyst_grades': 2.0, 'member_votes': 1.5, 'picker_scores': 1.0, 'mag_residuals': 1.0}",
        lone_query="R['picker_scores']['campaign:2026B/ocean-bottom-deployment'] = "
                   "{'sta:UW.RATT..HHZ': 0.9, 'sta:CC.SEP..EHZ': 0.4}\n",
        trust="analyst_grades 2\npicker_scores 1\nmember_votes 1\n",
        trust_dict="{'analyst_grades': 2, 'picker_scores': 1, 'member_votes': 1}",
        texts={
            "rrf": ("u112a_rrf_event_scores",
                    "rankagg.fuse({source: {region, week or campaign: {event or station: score}}}, method='rrf'): "
                    "automatic picker scores, magnitude residuals, the analysts' quality grades and the members' "
                    "votes, six rankings ('week:2026-W44/aftershocks'), events by ComCat id and magnitude type "
                    f"('evt:{_EVENT}/ml'), stations by NET.STA.LOC.CHA ('sta:UW.RATT..HHZ')"),
            "borda": ("u112a_borda_event_not_graded_by_all",
                      "rankagg.fuse(..., method='borda'): an event of the swarm relocated late in the week, not yet "
                      "graded by an analyst nor voted on, so some sources have no score for it"),
            "combsum": ("u112a_combsum_rounded_analyst_grades",
                        "rankagg.fuse(..., method='combsum'): the analysts' quality grades (A to D) turned to scores "
                        "at one decimal (many ties), beside the picker's scores and the votes"),
            "fuser": ("u112a_weighted_fuser_analyst_grades",
                      "rankagg.Fuser('rrf', weights=...) per region, week and campaign: the analysts' grades count "
                      "2, the members' votes 1.5, the picker's scores and the magnitude residuals 1, as a reviewed "
                      "solution decides first"),
            "frame": ("u112a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the network's review "
                      "tracker, a row per region or campaign, event or station and source"),
            "evaluate": ("u112a_evaluate_board_decisions",
                         "rankagg.evaluate(fused ranking, the review board's decisions, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put the events and stations the board published first"),
            "lone": ("u112a_obs_campaign_only_picker",
                     "rankagg.fuse(..., method='rrf'): the ocean-bottom deployment campaign, which only the "
                     "automatic picker's scores cover so far (no analyst grade, no votes), beside regions, weeks and "
                     "campaigns every source covers"),
            "cli_rrf": ("u112a_cli_rrf_runs",
                        "rankagg fuse picker_scores.run analyst_grades.run member_votes.run --method rrf -o "
                        "review.run: one run per source, regions, weeks and campaigns as queries"),
            "cli_borda": ("u112a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the analysts' grades "
                          "count double)"),
            "cli_combsum": ("u112a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four events or stations the review "
                            "board can discuss per region in one meeting"),
            "cli_evaluate": ("u112a_cli_evaluate_board_qrels",
                             "rankagg evaluate review.run --qrels board_decisions.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the review board's decisions (2 publish, 1 keep, 0 reject)"),
            "cli_parquet": ("u112a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o review.parquet: gzipped runs from the nightly "
                            "review pipeline, a Parquet table for the science leads' dashboard")})

    # --- the network's files given where runs are read: named by their format or tool --------------------------------
    cases += files_as_runs(cli_bad, [
        ("u112a_fdsn_event_text_as_run", "an FDSN event web service answer in its text format "
         "('#EventID|Time|Latitude|Longitude|Depth/km|Author|Catalog|Contributor|ContributorID|MagType|Magnitude|"
         f"MagAuthor|EventLocationName', then '{_EVENT}|2026-10-28T09:14:52.310Z|...' lines)", _FDSN_EVENT_NAME,
         _FDSN_EVENT_TEXT, "FDSN", named_at(_FDSN_EVENT_NAME, _FDSN_EVENT_TEXT)),
        ("u112a_quakeml_event_as_run", "a QuakeML answer of the USGS event service (<q:quakeml> with the anss and "
         "catalog namespaces, eventParameters, an event with catalog:eventid, its origin, magnitude and "
         "preferredOriginID)", _QUAKEML_NAME, _QUAKEML, "QuakeML", named_at(_QUAKEML_NAME, _QUAKEML)),
        ("u112a_stationxml_as_run", "an FDSN StationXML answer of the IRIS DMC's fdsnws-station (<FDSNStationXML>, "
         "Source IRIS-DMC, Network UW, Station RATT, Channel HHZ with its sensor and sensitivity)",
         _STATIONXML_NAME, _STATIONXML, "StationXML", named_at(_STATIONXML_NAME, _STATIONXML)),
        ("u112a_comcat_geojson_feed_as_run", "the USGS ComCat GeoJSON summary feed ('{\"type\":\"FeatureCollection\","
         "\"metadata\":{...\"title\":\"USGS All Earthquakes, Past Week\"...},\"features\":[...]', a feature per "
         "event with mag, place, time, ids, magType)", _GEOJSON_NAME, _GEOJSON, "GeoJSON", f"{_GEOJSON_NAME}:1"),
        ("u112a_nonlinloc_hyp_as_run", "a NonLinLoc location file (.hyp: 'NLLOC \"...\" \"LOCATED\" \"Location "
         "completed.\"', SIGNATURE, GRID, HYPOCENTER, GEOGRAPHIC, QUALITY, ..., the PHASE lines, END_NLLOC)",
         _NLL_HYP_NAME, _NLL_HYP, "NonLinLoc", named_at(_NLL_HYP_NAME, _NLL_HYP)),
        ("u112a_hypodd_reloc_as_run", "hypoDD's relocations (hypoDD.reloc: 24 fixed-width fields a line: id, "
         "latitude, longitude, depth, x, y, z, errors, date and time, magnitude, the data counts, rms residuals and "
         "cluster)", _HYPODD_NAME, _HYPODD_RELOC, "hypoDD", named_at(_HYPODD_NAME, _HYPODD_RELOC)),
        ("u112a_miniseed_record_as_run", "a miniSEED waveform record (512 bytes: '000001D ', station RATT, channel "
         "HHZ, network UW, the BTIME, blockette 1000, then 32-bit big-endian samples)", _MINISEED_NAME, _MINISEED,
         "miniSEED", _MINISEED_NAME),
        ("u112a_analyst_rating_sheet_as_run", "a duty seismologist's rating sheet as typed (eight fields a line: "
         "analyst, date, event, magnitude type, magnitude, phases, rms, grade)", "rating_sheet_okafor_2026-W44.txt",
         _RATING_SHEET, "rating sheet", "rating_sheet_okafor_2026-W44.txt:1"),
        ("u112a_member_ballot_as_run", "a review board member's ballot as typed (five fields a line: member, "
         "campaign, place, station, upgrade)", "ballot_haldorsen_2026B.txt", _BALLOT, "ballot",
         "ballot_haldorsen_2026B.txt:1"),
        ("u112a_board_vote_tally_as_run", "the review board's vote tally as the network manager types it (six fields "
         "a line: event, magnitude type, publish, keep and reject votes, decision)", "vote_tally_2026-W44.txt",
         _VOTE_TALLY, "vote tally", "vote_tally_2026-W44.txt:1")],
        one_run=("member_votes.run", _ONE_RUN), stem="review",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are an event, a magnitude "
                 "type, three vote counts and a decision, not a run's; the file is the field's own, named by what it "
                 "is (a field count or a generic note says nothing the network's staff can act on)",
        binary_why="trec_eval reads text; a miniSEED record read as lines gives no ranking (libmseed's tools, ObsPy "
                   "or SeisComP open it): named by what it is")

    # --- the judgements the network gives -----------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u112a_member_ballot_as_qrels", "ballot_haldorsen_2026B.txt", _BALLOT, "ballot"),
        ("u112a_board_vote_tally_as_qrels", "vote_tally_2026-W44.txt", _VOTE_TALLY, "vote tally"),
        ("u112a_fdsn_station_text_as_qrels", _FDSN_STATION_NAME, _FDSN_STATION_TEXT, "FDSN"),
        ("u112a_quakeml_event_as_qrels", _QUAKEML_NAME, _QUAKEML, "QuakeML")],
        one_run=("member_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u112a_member_ballot_as_qrels": "a review board member's ballot as typed, five fields a line",
            "u112a_board_vote_tally_as_qrels": "the review board's vote tally as typed, six fields a line",
            "u112a_fdsn_station_text_as_qrels": "an FDSN station web service answer in its text format "
                                                "('#Network|Station|Location|Channel|...', a channel a line)",
            "u112a_quakeml_event_as_qrels": "the reviewed event as a QuakeML answer of the USGS event service"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u112a_out_miniseed", "UW.RATT..HHZ.2026.301.mseed", "a miniSEED waveform file (.mseed, as libmseed's tools "
         "and ObsPy read it)"),
        ("u112a_out_sac", "UW.RATT..HHZ.sac", "a SAC waveform file (.sac, SAC's binary file with its 632-byte "
         "header)"),
        ("u112a_out_quakeml_qml", "uw_2026-W44_reviewed.qml", "a QuakeML event catalogue (.qml, as ObsPy and "
         "SeisComP read it)"),
        ("u112a_out_nonlinloc_hyp", "uw62034871.hyp", "a NonLinLoc location file (.hyp, as NonLinLoc's GetHypLoc "
         "and ObsPy read it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=112"))

    # --- the network's documents and tables given to the API ----------------------------------------------------------
    cases += [
        bad("u112a_api_comcat_geojson_dict",
            "rankagg.fuse(json.load(all_week.geojson)): the USGS ComCat GeoJSON summary feed, loaded in Python, "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "GeoJSON", why="a run maps a query to {document: score}; ComCat's GeoJSON feed is a FeatureCollection "
            "('type', 'metadata', 'features', 'bbox'): a feature per event with its properties (mag, place, time, "
            "ids, magType) and geometry, no ranking",
            files={"r.json": _GEOJSON}),
        bad("u112a_api_fdsn_event_text_frame",
            "rankagg.fuse(pd.read_csv(fdsnws_event.txt, sep='|')): an FDSN event web service answer in its text "
            "format ('#EventID', Time, Latitude, Longitude, Depth/km, ..., MagType, Magnitude, EventLocationName "
            "columns) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.txt', sep='|'), method='borda')\n",
            "FDSN", why="a table of runs has qid, docid, run and score columns; an FDSN event answer has an event a "
            "row (its id, origin time, location, depth, contributor, magnitude type and value, region name), no "
            "query, document or score",
            files={"r.txt": _FDSN_EVENT_TEXT}),
    ]
    return cases
