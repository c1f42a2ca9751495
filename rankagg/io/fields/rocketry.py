"""A model rocketry club's contest directors' and a student rocketry challenge's scorers' files (issue 45's
eighty-third bar, u83a_): OpenRocket's designs, RASP and RockSim engine files, ThrustCurve.org's search answers,
AltOS flight exports, and the contest's flight logs, score sheets and standings as the scorers type them.  (RockSim's
designs are named by the XML root already.)  By decision ``-o .eng`` stays free: besides RASP's engine files, it is
ISO 639's code for English, by which multilingual runs are named (NeuCLIR's fas, rus, zho; CLEF's)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a RASP header: designation, diameter and length (mm), delays ('P' plugged), propellant and total mass (kg), maker
_RASP = (r"[A-Za-z0-9][\w./-]*[ \t]+\d+(?:\.\d+)?[ \t]+\d+(?:\.\d+)?[ \t]+(?:P|\d+(?:-\d+)*)[ \t]+\d*\.\d+[ \t]+"
         r"\d*\.\d+[ \t]+\S+[ \t]*\r?\n[ \t]*\d*\.?\d+[ \t]+\d*\.?\d+")
#: a flight log's line: team, flight (from 1: never a run's Q0), altitude, duration, the egg, score or DQ
_FLIGHT = (r"\d{3,5}[ \t]+[1-9][ \t]+\d{2,4}[ \t]+\d{1,3}\.\d{1,2}[ \t]+(?i:ok|cracked|broken)[ \t]+"
           r"(?:\d+(?:\.\d+)?|DQ)[ \t]*")
#: a score sheet's line: NAR event code (1/2A-SD, B-ESRA), NAR number (never qrels' 0), flight, result or DQ
_SCORE = r"(?:1/[248])?[A-G]-[A-Z]{2,6}[ \t]+[1-9]\d{2,6}[ \t]+[1-9][ \t]+(?:\d+(?:\.\d+)?|DQ)[ \t]*"
#: a standings line: place, flier, NAR section or club, contests flown, points, competition class
_STANDING = (r"\d{1,3}[ \t]+(?!Q0[ \t])\S+[ \t]+(?:NAR-\d{2,4}|CLUB|TRA-\d{2,4})[ \t]+\d{1,2}[ \t]+\d{1,5}[ \t]+"
             r"[ABCT][ \t]*")

ROCKETRY = Field(
    team="a model rocketry club's contest directors and a student rocketry challenge's scorers (u83a_)",
    advice="give each source's ranking of a round's, event's or season's flights or fliers (the altimeters' "
           "altitudes, the timers' durations, the judges' rankings, the simulations) as a run, the round a query "
           "(round:2026/tarc/qualifier-1) and each flight a document (flight:2026/tarc/4412-1), the score higher for "
           "the better flight (a distance from the target altitude negated): 'ROUND Q0 FLIGHT RANK SCORE SOURCE'; "
           "the contest's results are the qrels, 'ROUND 0 FLIGHT GRADE'",
    files=(
        FieldFile("an OpenRocket design (.ork: a ZIP holding rocket.ork, the <openrocket> document)",
                  b"PK\x03\x04\x14\x00\x00\x00\x08\x00\x87\xa1\x92\x5c\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"
                  b"\x00\x0a\x00\x00\x00rocket.ork", 0,
                  magic=b"PK\x03\x04", line=r"\APK\x03\x04[\s\S]{26}rocket\.ork", outputs=(".ork",)),
        FieldFile("an OpenRocket design (.ork, not zipped: the <openrocket> document)",
                  "<?xml version='1.0' encoding='utf-8'?>\n<openrocket version=\"1.9\" creator=\"OpenRocket 23.09\">\n"
                  "  <rocket>\n", 2, root="openrocket"),
        FieldFile("a RockSim engine file (RSE: engine-database, engine-list, an engine's mfg, code and sizes, its "
                  "eng-data samples of time, thrust, mass and CG)",
                  '<engine-database>\n  <engine-list>\n    <engine mfg="Estes" code="C6" Type="single-use" dia="18." '
                  'len="70.">\n', 1, root="engine-database", outputs=(".rse",)),
        FieldFile("a RASP engine file (.eng, as ThrustCurve.org serves them: ';' comments, a header of designation, "
                  "diameter, length, delays, propellant and total mass, maker, then time and thrust pairs)",
                  "; Estes C6 from NAR cert data\nC6 18 70 0-3-5-7 .0108 .0231 E\n   0.031 0.946\n   0.092 4.826\n",
                  1, line=rf"\A(?:;[^\r\n]*\r?\n)*{_RASP}"),
        FieldFile("ThrustCurve.org's motor search answer (JSON: criteria, matches, results of motorId, designation, "
                  "impulseClass, totImpulseNs, burnTimeS, ...)",
                  '{"criteria":[{"name":"commonName","value":"C6","matches":3}],"matches":3,"results":[{"motorId":'
                  '"5f4294d20002310000000015","designation":"C6","impulseClass":"C","totImpulseNs":8.8}]}\n', 1,
                  keys=("criteria", "matches", "results")),
        FieldFile("an AltOS flight export (a TeleMetrum's or EasyMini's CSV: #version, serial, flight, call, time, ... "
                  "state_name, ... height, accel_speed, baro_speed)",
                  "#version,serial,flight,call,time,clock,rssi,lqi,state,state_name,acceleration,pressure,altitude,"
                  "height,accel_speed,baro_speed\n5, 3418, 7, N0CALL, -0.50, 412.36, 0, 0,2, pad, 0.12, 998.71, "
                  "212.40, 0.00, 0.00, 0.00\n", 1,
                  columns=("state_name", "serial", "accel_speed", "baro_speed")),
        FieldFile("a rocketry contest's flight log typed as text (team, flight, altitude, duration, the egg, score; "
                  "six fields a line that pass for a TREC run's)",
                  "4412 1 812 41.6 ok 14.4\n4412 2 798 42.3 ok 9.2\n", 1,
                  line=rf"\A{_FLIGHT}\r?\n{_FLIGHT}$", lookalike=True),
        FieldFile("a rocketry event's score sheet typed as text (NAR event, NAR number, flight, result; four fields a "
                  "line that pass for qrels')",
                  "A-SD 98765 1 62.4\nA-SD 101244 1 58.0\n", 1, line=rf"\A{_SCORE}\r?\n{_SCORE}$", lookalike=True),
        FieldFile("a rocketry club's season standings typed as text (place, flier, section, contests flown, points, "
                  "class; six fields a line that pass for a TREC run's)",
                  "1 98765 NAR-512 6 1432 C\n2 101244 NAR-512 5 1210 C\n", 1,
                  line=rf"\A{_STANDING}\r?\n{_STANDING}$", lookalike=True),
    ))
