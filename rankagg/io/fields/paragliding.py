"""A national free-flight federation's scoring team's and a cross-country league's ranking committee's files (issue
45's fifty-sixth bar, u56a_): FS competition databases, XCTrack tasks, AirScore's task results, OpenAir airspace,
SeeYou waypoints, KMZ tracks, and task results, XContest league scores and leading points typed as text.  (IGC logs
and GPX tracks are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a task result's line: place, pilot number, name, nation, points, glider
_TASK = r"\d+[ \t]+\d{1,5}[ \t]+\S+[ \t]+[A-Z]{3}[ \t]+\d{1,4}[ \t]+\S+[ \t]*"
#: an XContest league line: place, pilot, site, the flight's type, points, glider
_XCONTEST = (r"\d+[ \t]+\S+[ \t]+\S+[ \t]+(?:FAI_triangle|flat_triangle|free_flight|free_distance|out_and_return)"
             r"[ \t]+\d+(?:\.\d+)?[ \t]+\S+[ \t]*")
#: a leading points line: task, pilot number (never 0, a qrels' iteration), name, points
_LEADING = r"T\d{1,2}[ \t]+[1-9]\d{0,4}[ \t]+[A-Za-z]\S*[ \t]+\d{1,4}[ \t]*"

PARAGLIDING = Field(
    team="a national free-flight federation's scoring team and a cross-country league's ranking committee (u56a_)",
    advice="give each source's ranking of a task's or a season's pilots (FS task points, AirScore's, the XContest "
           "league's, the committee's) as a run, a task or season a query (task:nat-champs-2026/t3) and each pilot "
           "a document (pilot:civl-41012/m-pinot), the score higher for the better pilot: 'TASK Q0 PILOT RANK "
           "SCORE SOURCE'; the official results are the qrels, 'TASK 0 PILOT GRADE'",
    files=(
        FieldFile("an FS competition database (.fsdb: FS's XML, Fs holding FsCompetition, FsScoreFormula, "
                  "FsParticipants, FsTasks)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<Fs version="3.5">\n  <FsCompetition id="8871" '
                  'name="National Championships 2026">\n', 2,
                  root="Fs", marks=("FsCompetition",)),
        FieldFile("an XCTrack task (.xctsk: taskType, version, earthModel, turnpoints with their waypoints)",
                  '{"taskType": "CLASSIC", "version": 1, "earthModel": "WGS84", "turnpoints": [{"type": "TAKEOFF", '
                  '"radius": 400, "waypoint": {"name": "PLANFA"}}]}\n', 1,
                  keys=("taskType", "version", "turnpoints"), outputs=(".xctsk",)),
        FieldFile("AirScore's task result (file_stats, info with the competition and task, route, results)",
                  '{"file_stats": {"status": "Provisional"}, "info": {"comp_name": "Alps Open 2026", "task_num": 3}, '
                  '"route": [], "results": []}\n', 1,
                  keys=("file_stats", "info", "route")),
        FieldFile("an OpenAir airspace file (AC class, AN name, AL and AH limits, then DP points or arcs)",
                  "* competition airspace\nAC D\nAN CTR GENEVE 1\nAL GND\nAH 4500ft AMSL\n", 1,
                  line=r"\A(?:\*[^\n]*\n|[ \t]*\n)*AC[ \t]+\S+[ \t]*\nAN[ \t]"),
        FieldFile("a SeeYou waypoint file (.cup: name, code, country, lat, lon, elev, style, rwdir, rwlen, freq, "
                  "desc)",
                  'name,code,country,lat,lon,elev,style,rwdir,rwlen,rwwidth,freq,desc\n"Planfait",PLANFA,FR,'
                  '4551.378N,00611.430E,1250.0m,1,,,,,"takeoff"\n', 1,
                  columns=("name", "code", "country", "lat", "lon", "elev", "style"), outputs=(".cup",)),
        FieldFile("a KMZ track (Google Earth's zipped KML, doc.kml first)",
                  b"PK\x03\x04\x14\x00\x00\x00\x00\x00E\x90\xee\\\xd6RkO\x8a\x01\x00\x00\x8a\x01\x00\x00\x07\x00"
                  b"\x00\x00doc.kml<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", 0,
                  magic=b"PK\x03\x04", line=r"\APK\x03\x04[\x00-\xff]{26}doc\.kml"),
        FieldFile("a paragliding task result typed as text (place, pilot number, name, nation, points, glider; six "
                  "fields a line that pass for a TREC run's)",
                  "1 101 Pinot FRA 1000 Gin_Leopard\n2 102 Hamard FRA 987 Ozone_Enzo_3\n", 1,
                  line=rf"\A{_TASK}\r?\n{_TASK}$", lookalike=True),
        FieldFile("an XContest league's scores typed as text (place, pilot, site, flight type, points, glider; six "
                  "fields a line that pass for a TREC run's)",
                  "1 s.nusser Merkur FAI_triangle 318.47 Ozone_Zeno_2\n2 u.prinz Greifenburg free_flight 296.12 "
                  "Gin_Leopard\n", 1,
                  line=rf"\A{_XCONTEST}\r?\n{_XCONTEST}$", lookalike=True),
        FieldFile("a task's leading points typed as text (task, pilot number, name, points; four fields a line that "
                  "pass for qrels')",
                  "T3 101 Pinot 86\nT3 102 Hamard 79\n", 1,
                  line=rf"\A{_LEADING}\r?\n{_LEADING}$", lookalike=True),
    ))
