"""A drone survey and inspection company's files (issue 45's thirty-seventh bar, u37i_): DJI's .SRT telemetry
subtitles, ArduPilot's dataflash logs in text, MAVLink telemetry logs (.tlog), QGroundControl's mission plans and QGC
WPL waypoint files, Litchi missions, Agisoft Metashape's cameras XML and reference exports, OpenDroneMap's
gcp_list.txt, and PX4's ULog flight logs (an output's name)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a Litchi mission's header as Litchi's mission hub exports it: the waypoint, fifteen action pairs, then its POI
_LITCHI_HEADER = ("latitude,longitude,altitude(m),heading(deg),curvesize(m),rotationdir,gimbalmode,gimbalpitchangle,"
                  + ",".join(f"actiontype{k},actionparam{k}" for k in range(1, 16))
                  + ",altitudemode,speed(m/s),poi_latitude,poi_longitude,poi_altitude(m),poi_altitudemode,"
                    "photo_timeinterval,photo_distinterval")

DRONES = Field(
    team="a drone survey and inspection company's files (u37i_)",
    advice="give each check's ranking of a site's flights and processing configurations (the ground control check's, "
           "the overlap check's, a coverage model's, the survey leads') as a run, a site and survey date a query and "
           "each flight or processing run a document (flt:m300-02/DJI_0417, proc:odm/high@flt-02), the score higher "
           "for the better: 'SITE/DATE Q0 FLIGHT RANK SCORE CHECK'; what the clients accepted (delivered, reworked, "
           "reflown) is the qrels, 'SITE/DATE 0 FLIGHT GRADE'",
    files=(
        FieldFile("a DJI .SRT telemetry subtitle (a DJI drone's flight record beside its video: SubRip cues, each "
                  "'FrameCnt: N, DiffTime: Nms', a time, then [iso: ...] [shutter: ...] [latitude: ...] "
                  "[longitude: ...] [rel_alt: ... abs_alt: ...])",
                  '1\n00:00:00,000 --> 00:00:00,016\n<font size="28">SrtCnt : 1, DiffTime : 16ms\n'
                  '2025-06-14 09:03:27.116\n[iso : 110] [shutter : 1/640.0] [fnum : 1.7] [ev : 0] [ct : 5302] '
                  '[color_md : default] [focal_len : 24.00] [latitude: 47.396210] [longitude: 8.549721] '
                  '[rel_alt: 45.100 abs_alt: 502.300] </font>\n\n', 3,
                  line=r'^(?:<font size="\d+">)?(?:FrameCnt|SrtCnt) ?: ?\d+, ?DiffTime ?: ?\d+ ?ms\b'),
        FieldFile("an ArduPilot dataflash log in text (a .log as Mission Planner or mavlogdump writes it: FMT lines "
                  "declaring each message's type, length, name, format and columns, then its rows: PARM, MSG, GPS, "
                  "ATT, ...)",
                  "FMT, 128, 89, FMT, BBnNZ, Type,Length,Name,Format,Columns\n"
                  "FMT, 129, 31, PARM, QNf, TimeUS,Name,Value\n"
                  "FMT, 130, 45, BARO, QBffcfIffB, TimeUS,I,Alt,Press,Temp,CRt,SMS,Offset,GndTemp,Health\n"
                  "PARM, 1523455, FRAME_CLASS, 1\n", 1,
                  line=r"^FMT, \d+, \d+, [A-Z][A-Z0-9]{0,3}, [A-Za-z]{1,16}, [A-Z]\w*(?:,\w+)*$"),
        FieldFile("a MAVLink telemetry log (.tlog, as Mission Planner and QGroundControl record a flight: each "
                  "MAVLink packet, 0xFE or 0xFD first, after its 8-byte time in microseconds)",
                  bytes.fromhex("000637846f8efae0fe090001010000000000020c810303fcc3"
                                "000637846f9e3d20fe090101010000000000020c81030316bd"), 0,
                  magic=b"\x00", line=r"\A(\x00[\x03-\x08])[\x00-\xff]{6}([\xfe\xfd])[\x00-\xff]{7,290}?"
                                      r"\1[\x00-\xff]{6}\2", outputs=(".tlog",)),
        FieldFile("a PX4 ULog flight log (.ulg: 'ULog' and its magic, a version and start time, then the format, "
                  "parameter and logged data messages)",
                  b"ULog\x01\x12\x35\x01" + bytes.fromhex("40e2010000000000") + b"\x28\x00B" + b"\x00" * 40, 0,
                  magic=b"ULog\x01\x12\x35", outputs=(".ulg",)),
        FieldFile("a QGroundControl mission plan (.plan: QGroundControl's JSON, fileType 'Plan', its geoFence, "
                  "groundStation, mission with its items, and rallyPoints)",
                  '{\n    "fileType": "Plan",\n    "geoFence": {"circles": [], "polygons": [], "version": 2},\n'
                  '    "groundStation": "QGroundControl",\n    "mission": {"cruiseSpeed": 12, "firmwareType": 12, '
                  '"hoverSpeed": 4, "items": [], "plannedHomePosition": [47.39621, 8.549721, 488], '
                  '"vehicleType": 2, "version": 2},\n    "rallyPoints": {"points": [], "version": 2},\n'
                  '    "version": 1\n}\n', 1, keys=("fileType", "geoFence", "mission", "rallyPoints"),
                  outputs=(".plan",)),
        FieldFile("a QGC WPL waypoint file (QGroundControl's and Mission Planner's plain mission: 'QGC WPL 110', then "
                  "a tab-separated item a line: index, current, frame, command, four params, latitude, longitude, "
                  "altitude, autocontinue)",
                  "QGC WPL 110\n0\t1\t0\t16\t0\t0\t0\t0\t47.396210\t8.549721\t488.000000\t1\n"
                  "1\t0\t3\t22\t0.000000\t0.000000\t0.000000\t0.000000\t47.396210\t8.549721\t40.000000\t1\n", 1,
                  line=r"\AQGC WPL \d{3}[ \t]*\n\d+\t[01]\t\d+\t\d+\t", outputs=(".waypoints",)),
        FieldFile("a Litchi mission (Litchi's waypoint CSV: latitude, longitude, altitude(m), heading(deg), "
                  "curvesize(m), rotationdir, gimbalmode, gimbalpitchangle, actiontype1, actionparam1, ...)",
                  _LITCHI_HEADER + "\n47.396210,8.549721,40,0,0,0,2,-90,1,0" + ",-1,0" * 14 + ",1,6,0,0,0,0,-1,-1\n",
                  1, columns=("latitude", "longitude", "altitude(m)", "heading(deg)", "curvesize(m)", "rotationdir",
                              "gimbalmode")),
        FieldFile("Agisoft Metashape's XML (a cameras export or a project's doc.xml: document, chunk, sensors and "
                  "their calibration, cameras and their transforms)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<document version="2.0.0">\n  <chunk label="Chunk 1" '
                  'enabled="true">\n    <sensors next_id="1">\n      <sensor id="0" label="FC6310R (8.8mm)" '
                  'type="frame"/>\n    </sensors>\n    <cameras next_id="0" next_group_id="0"/>\n  </chunk>\n'
                  '</document>\n', 2, root="document", marks=("<chunk", "<sensors")),
        FieldFile("Agisoft Metashape's reference export (its markers' or cameras' table: '#Label,X/East,Y/North,"
                  "Z/Altitude,Error_(m),...', the measured and estimated positions and errors)",
                  "# Markers\n#Label,X/Longitude,Y/Latitude,Z/Altitude,Error_(m),X_error,Y_error,Z_error\n"
                  "point 1,8.549721,47.396210,488.120,0.031,0.012,-0.018,0.021\n", 2,
                  line=r"^#Label[,\t ;]X/\w+[,\t ;]Y/\w+[,\t ;]Z/Altitude\b"),
        FieldFile("OpenDroneMap's gcp_list.txt (its ground control points: a projection line, then 'geo_x geo_y geo_z "
                  "im_x im_y image_name' a line, a point as each image shows it)",
                  "+proj=utm +zone=32 +ellps=WGS84 +datum=WGS84 +units=m +no_defs\n"
                  "464127.31 5252374.88 488.12 1523.0 2210.5 DJI_0417.JPG gcp1\n"
                  "464127.31 5252374.88 488.12 3870.0 1045.0 DJI_0418.JPG gcp1\n", 1,
                  line=r"\A(?:EPSG:\d{4,5}|\+proj=\S+(?: \+\S+)*|WGS ?84 UTM \d{1,2}[NSns])[ \t]*\n[ \t]*"
                       r"-?\d+(?:\.\d+)?[ \t]+-?\d+(?:\.\d+)?[ \t]+-?\d+(?:\.\d+)?[ \t]+\d+(?:\.\d+)?[ \t]+"
                       r"\d+(?:\.\d+)?[ \t]+\S+\.(?i:jpe?g|tiff?|png|dng)\b", lookalike=True),
    ))
