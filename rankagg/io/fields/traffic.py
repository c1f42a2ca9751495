"""A city traffic engineering department's files (issue 45's thirty-seventh bar, u37h_): SUMO's networks, trip
information and configurations, Synchro's UTDF files, ATSPM's high-resolution controller events, PTV Vissim's vehicle
records and networks, TMDD detector data messages, Highway Capacity Software reports, loop detector count exports and
Waze for Cities feeds.  (A GTFS-realtime feed is named by an older reader, rankagg.io.transit_shapes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: SUMO's XML files name their schema at sumo.dlr.de (xsi:noNamespaceSchemaLocation), a file type's own .xsd
_SUMO_XSD = "sumo.dlr.de/xsd/"

TRAFFIC = Field(
    team="a city traffic engineering department's files (u37h_)",
    advice="give each source's ranking of a corridor's intersections or timing plans (the loop detectors' delay "
           "estimates, a simulation's, ATSPM's arrivals on green, the signal engineers') as a run, a corridor and "
           "period a query and each intersection or plan a document (int:1042/broadway@5th-ave, "
           "plan:am-p2/cyc120@1042), the score higher for the better: 'CORRIDOR/PERIOD Q0 INTERSECTION RANK SCORE "
           "SOURCE'; the before-and-after field studies are the qrels, 'CORRIDOR/PERIOD 0 INTERSECTION GRADE' (2 delay "
           "cut, 1 unchanged, 0 worse)",
    files=(
        FieldFile("a SUMO network (net.xml, as Eclipse SUMO's netconvert writes it: net, location, edges and lanes, "
                  "tlLogic signal programs, junctions)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<net version="1.20" junctionCornerDetail="5" '
                  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
                  'xsi:noNamespaceSchemaLocation="http://sumo.dlr.de/xsd/net_file.xsd">\n'
                  '    <location netOffset="0.00,0.00" convBoundary="0.00,0.00,100.00,0.00" '
                  'origBoundary="0.00,0.00,100.00,0.00" projParameter="!"/>\n</net>\n', 2,
                  root="net", marks=(_SUMO_XSD + "net_file.xsd",)),
        FieldFile("SUMO's trip information (tripinfo.xml, Eclipse SUMO's output: tripinfos, a tripinfo per vehicle "
                  "with depart, arrival, duration, waitingTime, timeLoss)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<tripinfos xmlns:xsi="http://www.w3.org/2001/XMLSchema-'
                  'instance" xsi:noNamespaceSchemaLocation="http://sumo.dlr.de/xsd/tripinfo_file.xsd">\n'
                  '    <tripinfo id="veh0" depart="0.00" arrival="142.00" duration="142.00" waitingTime="38.00" '
                  'timeLoss="61.37"/>\n</tripinfos>\n', 2, root="tripinfos", marks=(_SUMO_XSD + "tripinfo_file.xsd",)),
        FieldFile("a SUMO configuration (.sumocfg: Eclipse SUMO's configuration, its input net-file and route-files, "
                  "its time and outputs)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<configuration xmlns:xsi="http://www.w3.org/2001/'
                  'XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://sumo.dlr.de/xsd/sumoConfiguration.xsd">'
                  '\n    <input>\n        <net-file value="broadway.net.xml"/>\n    </input>\n</configuration>\n', 2,
                  root="configuration", marks=(_SUMO_XSD + "sumoConfiguration.xsd",), outputs=(".sumocfg",)),
        # UTDF 8+ (Synchro's Universal Traffic Data Format) as one CSV: a '[Section]' line, the section's title, then
        # its header, 'RECORDNAME,...' (Network, Lanes, Timeplans, Phases) or 'INTID,...' (Nodes, Links)
        FieldFile("a Synchro UTDF file (Synchro's Universal Traffic Data Format, combined CSV: [Network], [Nodes], "
                  "[Links], [Lanes], [Timeplans], [Phases] sections, each a title and a RECORDNAME or INTID header; "
                  "Synchro's own networks are .syn)",
                  "[Network]\nNetwork Settings\nRECORDNAME,DATA\nMetric,0\nyellowTime,3.5\n\n[Nodes]\nNode Data\n"
                  "INTID,TYPE,X,Y,Z,DESCRIPTION\n1,0,1000,1000,0,Main St & 1st Ave\n", 1,
                  line=r"\A\[(?:Network|Nodes|Links|Lanes|Timeplans|Phases)\][ \t]*\n[A-Z][^\n,]*\n"
                       r"(?:RECORDNAME|INTID),[A-Za-z]", outputs=(".syn",)),
        FieldFile("ATSPM's high-resolution controller events (the Automated Traffic Signal Performance Measures' "
                  "controller event log: SignalID, Timestamp, EventCode, EventParam, Indiana hi-res event codes)",
                  "SignalID,Timestamp,EventCode,EventParam\n1001,2026-01-05 07:00:00.100,1,2\n"
                  "1001,2026-01-05 07:00:03.400,82,5\n", 1,
                  columns=("SignalID", "Timestamp", "EventCode", "EventParam")),
        # a Vissim result file: '$VISION', '*' lines naming the file, the version and the attributes, then the table's
        # header '$VEHICLE:' with its attributes separated by ';' (PTV Visum's files open with '$VISION' too, then
        # '$VERSION:')
        FieldFile("a Vissim vehicle record (.fzp, PTV Vissim's vehicle record: $VISION, '*' comment lines, then "
                  "$VEHICLE: and its ';'-separated attributes, a row per vehicle and time step)",
                  "$VISION\n* File: C:\\Projects\\Main\\main.inpx\n* \n* Table: Vehicles In Network\n* \n"
                  "* SIMSEC: SimSec, Simulation second\n* NO: No, Number\n* \n$VEHICLE:SIMSEC;NO;SPEED\n"
                  "0.10;1;48.20\n", 1, line=r"\A\$VISION[ \t]*\n(?:\*[^\n]*\n)*\$VEHICLE:[A-Z][^;\n]*(?:;[^;\n]+)*$",
                  outputs=(".fzp",)),
        FieldFile("a Vissim network (.inpx, PTV Vissim's network file: network with its vissimVersion, then links, "
                  "signal controllers, vehicle inputs)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<network version="200" vissimVersion="2024.00-05 '
                  '[256117]">\n  <links/>\n</network>\n', 2, root="network", marks=("vissimVersion=",),
                  outputs=(".inpx",)),
        FieldFile("a TMDD detector data message (TMDD 3.03's detectorDataMsg in the tmdd.org namespace: "
                  "detector-data-item, detector-list, detector-data-detail with counts, occupancy, speed)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<tmdd:detectorDataMsg '
                  'xmlns:tmdd="http://www.tmdd.org/303/messages">\n  <detector-data-item/>\n'
                  '</tmdd:detectorDataMsg>\n', 2, root="detectorDataMsg", marks=("http://www.tmdd.org/",)),
        # HCS's report titles: 'HCS7' (or 'HCS 2010', 'HCS 2023') and the procedure's report, at its first line
        FieldFile("a Highway Capacity Software (HCS) report (McTrans' HCS: 'HCS7 Signalized Intersection Results "
                  "Summary' and its like, General Information, Intersection Information, ...)",
                  "                 HCS7 Signalized Intersection Results Summary\n\nGeneral Information"
                  "                    Intersection Information\nAgency          City Traffic Engineering\n", 1,
                  line=r"^[ \t]*HCS ?(?:\d{1,2}|20\d\d)?[ \t]+(?:Signalized Intersections?|Two-Way Stop[ -]Control|"
                       r"All-Way Stop[ -]Control|Roundabouts?|Freeway Facilities|Basic Freeway Segments?|Merge|"
                       r"Diverge|Weaving|Multilane Highway|Two-Lane Highway|Urban Street)[^\n]*"
                       r"(?:Report|Summary|Input Data)[ \t]*$"),
        # a loop detector system's export: volume (a count), occupancy and speed per detector and interval, the
        # measures NTCIP 1202 and TMDD give a detector; with a detector (or station, loop) column its header is no
        # ranked list's, and its rows of six fields pass for a run's
        FieldFile("a loop detector counts export (detector counts per interval: a detector, station or loop column, "
                  "the date and time, volume, occupancy, speed)",
                  "detector_id date time volume occupancy speed\nNB-L1 2026-01-05 07:00:00 38 16.2 42\n"
                  "NB-L1 2026-01-05 07:05:00 42 18.3 41\n", 1, columns=("volume", "occupancy", "speed"),
                  cell=r"^(?:detector|det|loop|station)(?:[ _]?(?:id|no|number|name))?$", lookalike=True),
        FieldFile("a Waze for Cities traffic feed (Waze's partner feed: alerts, jams, irregularities, startTime, "
                  "endTime, startTimeMillis, endTimeMillis)",
                  '{"alerts": [{"type": "JAM", "uuid": "3e8f2a10-5c7d-4b9e-a1f2-6d3c8b0e4f57", "street": "Main St", '
                  '"location": {"x": -122.16, "y": 37.44}, "pubMillis": 1795503540000}], "jams": [], '
                  '"endTimeMillis": 1795503600000, "startTimeMillis": 1795503540000, "startTime": '
                  '"2026-11-24 06:59:00:000", "endTime": "2026-11-24 07:00:00:000"}\n', 1,
                  keys=("startTimeMillis", "endTimeMillis", "startTime", "endTime")),
    ))
