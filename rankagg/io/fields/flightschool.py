"""A flight school's training office's and chief flight instructor's files (issue 45's ninety-sixth bar, u96b_):
LogTen's logbook exports and its Core Data store, Garmin G1000 data logs, aviationweather.gov's METAR answers and the
FAA aircraft registry's MASTER file.  (ForeFlight's logbook exports and PDF reports are named by the older readers.)
By decision a member's typed ballot (rank, student, stage, member) and the vote tally (student, stage, round, counts)
stay undeclared: they hold nothing of this field's own.  So do the instructors' typed grade sheets for now: they name
a manoeuvre, but in the school's own words (steep_turns, power_off_stall), not the ACS tasks' titles, so that no
vocabulary was checked to declare them by.  The refusals name the file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

FLIGHTSCHOOL = Field(
    team="a flight school's training office and chief flight instructor (u96b_)",
    advice="give each source's ranking of a course stage's, month's or checkride round's students (the stage check "
           "grades, the flight hours, the simulator scores, the committee's votes) as a run, the slice a query "
           "(stage:ppl/stage-2/check) and each student a document (student:kpao-fs/2024-017), the score higher for "
           "the readier student: 'SLICE Q0 STUDENT RANK SCORE SOURCE'; the committee's verdicts are the qrels, "
           "'SLICE 0 STUDENT GRADE'",
    files=(
        FieldFile("LogTen's flights export (tab-separated: flight_flightDate, aircraft_aircraftID, "
                  "aircraftType_type, flight_from, flight_to, flight_totalTime, ...)",
                  "flight_flightDate\taircraft_aircraftID\tflight_from\tflight_to\tflight_totalTime\n"
                  "2024-05-14\tN512SP\tKPAO\tKPAO\t1.3\n", 1,
                  columns=("flight_flightDate", "aircraft_aircraftID", "flight_totalTime")),
        FieldFile("LogTen's logbook store (LogTenCoreDataStore.sql: a Core Data SQLite store, ZFLIGHT with its "
                  "ZFLIGHT_TOTALTIME, ZFLIGHT_FLIGHTDATE, ...)",
                  b"SQLite format 3\x00\x10\x00\x01\x01\x00\x40\x20\x20" + b"\x00" * 84
                  + b"CREATE TABLE ZFLIGHT ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, ZFLIGHT_TOTALTIME INTEGER, "
                    b"ZFLIGHT_FLIGHTDATE TIMESTAMP)", 0, magic=b"SQLite format 3\x00",
                  marks=("CREATE TABLE ZFLIGHT", "ZFLIGHT_TOTALTIME")),
        FieldFile("a Garmin G1000 data log (CSV: '#airframe_info, log_version=...', the units line, then Lcl Date, "
                  "Lcl Time, UTCOfst, AtvWpt, Latitude, Longitude, AltB, ...)",
                  '#airframe_info, log_version="1.00", airframe_name="Cessna 172S", unit_software_part_number='
                  '"006-B0319-A5",\n', 1, line=r"\A\ufeff?#airframe_info,[ \t]*log_version="),
        FieldFile("a G1000 data log's table (its columns: Lcl Date, Lcl Time, UTCOfst, AtvWpt, Latitude, Longitude, "
                  "AltB, BaroA, AltMSL, OAT, IAS, GndSpd, ...)",
                  "Lcl Date,Lcl Time,UTCOfst,AtvWpt,Latitude,Longitude,AltB,IAS\n"
                  "2024-05-14,10:42:17,-07:00,KPAO,37.46,-122.11,4,0.0\n", 1,
                  columns=("Lcl Date", "Lcl Time", "UTCOfst", "AtvWpt")),
        FieldFile("aviationweather.gov's METAR answer (JSON from its data API: observations, each an icaoId, "
                  "receiptTime, obsTime, temp, dewp, wdir, wspd, rawOb, ...)",
                  '[{"metar_id":512730441,"icaoId":"KPAO","receiptTime":"2024-05-14 17:57:03","obsTime":1715709300,'
                  '"rawOb":"KPAO 141755Z 32008KT 10SM FEW012 18/09 A3002"}]\n', 1,
                  keys=("icaoId", "receiptTime", "obsTime", "rawOb")),
        FieldFile("the FAA aircraft registry's MASTER file (ReleasableAircraft: N-NUMBER, SERIAL NUMBER, MFR MDL "
                  "CODE, ENG MFR MDL, YEAR MFR, ...)",
                  "N-NUMBER,SERIAL NUMBER,MFR MDL CODE,ENG MFR MDL,YEAR MFR,TYPE REGISTRANT,NAME,\n"
                  "512SP,172S10871,2072738,41514,2009,3,SKYWAYS FLIGHT SCHOOL LLC,\n", 1,
                  columns=("N-NUMBER", "SERIAL NUMBER", "MFR MDL CODE")),
    ))
