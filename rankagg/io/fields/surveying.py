"""A land-survey and geodesy office's files (issue 45's thirty-fourth bar, u34f_): Trimble's JobXML, Leica's GSI,
RTKLIB's solutions, Emlid Flow's point exports, Carlson's RW5 raw files, NGS's NCAT answers and datasheets, logged
RTCM 3 streams and DXF drawings.  (LandXML, RINEX and SP3 are told before the catalogue is asked.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a logged RTCM 3 stream's first frame: 0xD3, six reserved bits and a 10-bit length (19), message 1005 (station 7,
#: its antenna reference point in ECEF, 0.1 mm), its CRC-24Q
_RTCM3 = b"\xd3\x00\x13\x3e\xd0\x07\x02\x82\xaa\x4c\xee\xea\x3f\xac\x07\xf2\x08\x0b\xaf\xef\x20\x76\x59\x1a\xd1"

SURVEYING = Field(
    team="a land-survey and geodesy office's files (u34f_)",
    advice="give each quality score's ranking of a job's control marks (the least-squares adjustment's residuals, "
           "OPUS's RMS, the CORS tie-in's, the party chief's ratings) as a run, a job and its control network a query "
           "and each mark a document by its NGS PID or point name (pid:KV2014, cp:J0418-101), the score higher for "
           "the better mark: 'JOB Q0 MARK RANK SCORE SCORER'; the marks the final adjustment held are the qrels, "
           "'JOB 0 MARK GRADE' (2 held, 1 held after re-observation, 0 rejected as disturbed)",
    files=(
        FieldFile("a Trimble JobXML file (.jxl: Trimble Access's or Trimble Business Center's job as XML, JOBFile, "
                  "FieldBook, PointRecord, Reductions, ...)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<JOBFile jobName="TOPO_0312" version="5.90" '
                  'product="Trimble Access">\n  <Environment/>\n  <FieldBook/>\n</JOBFile>\n', 2, root="JOBFile"),
        FieldFile("Leica GSI data (GSI-8 or GSI-16: a block a line of 16- or 24-character words, each a word index "
                  "(11 point, 21 Hz, 22 V, 31 slope distance, 81-83 coordinates, 87-88 heights), its information and "
                  "signed value)",
                  "110002+00000017 21.102+27930150 22.102+09012340 31..00+00045872 \n"
                  "110003+00000018 21.102+10512330 22.102+08958210 31..00+00032410 \n", 1,
                  line=r"^\*?\d{2}[\d.]{4}[+-][\w.?]{8}(?:[\w.?]{8})? \d{2}[\d.]{4}[+-][\w.?]{8}(?:[\w.?]{8})? ?",
                  outputs=(".gsi",)),
        FieldFile("RTKLIB's solution file (.pos: RTKPOST's or RNX2RTKP's '% program' line, '%' options and the "
                  "column header, then an epoch a line: GPST, latitude, longitude, height, Q, ns, sdn, sde, sdu, ...)",
                  "% program   : RNX2RTKP ver.2.4.3 b34\n% pos mode  : Kinematic\n"
                  "%  GPST                  latitude(deg) longitude(deg)  height(m)   Q  ns   sdn(m)   sde(m)   "
                  "sdu(m)\n2024/03/12 14:00:00.000   35.681236000  139.767125000    40.1230   2  11   0.0520   "
                  "0.0480   0.1100\n", 1,
                  line=r"^% program +: \S+ ver\.|^%\s+(?:GPST|UTC|JST)\s+(?:latitude\(deg\)|x-ecef\(m\)|"
                       r"e-baseline\(m\))"),
        FieldFile("an Emlid Flow points export (Emlid Flow's or ReachView 3's CSV of surveyed points: Name, Code, "
                  "Easting, Northing, Elevation, ..., Easting RMS, Northing RMS, Solution status, ...)",
                  "Name,Easting,Northing,Elevation,Easting RMS,Northing RMS,Elevation RMS,Antenna height,"
                  "Solution status\nBM2,512033.118,4188450.702,131.442,0.008,0.009,0.015,1.800,FIX\n", 1,
                  columns=("Solution status", "Easting RMS", "Northing RMS", "Antenna height")),
        FieldFile("a Carlson SurvCE raw file (RW5: JB, MO, SP, OC, BK, LS, SS records of 'XX,YYvalue' fields, "
                  "'--' notes)", "JB,NMTOPO_0312,DT03-12-2024,TM07:45:10\nMO,AD0,UN2,SF1.00000000,EC0,EO0.0,AU0\n"
                  "--SurvCE Version 6.0\nOC,OP1,N 5000.0000,E 5000.0000,EL100.000,--CP\n", 1,
                  line=r"^(?:JB,NM[^\n,]*,DT\d\d-\d\d-\d{4}|MO,AD\d,UN\d)", outputs=(".rw5",)),
        FieldFile("NGS's NCAT answer (the National Geodetic Survey's coordinate conversion tool's JSON: ID, "
                  "nadconVersion, vertconVersion, srcDatum, destDatum, srcLat, destLat, ..., spcZone, utmZone, usng)",
                  '{"ID":"1710252000001","nadconVersion":"5.0","vertconVersion":"3.0","srcDatum":"NAD83(1986)",'
                  '"destDatum":"NAD83(2011)","srcLat":"40.0000000000","destLat":"40.0000012345"}\n', 1,
                  keys=("nadconVersion", "vertconVersion", "srcDatum", "destDatum")),
        FieldFile("an NGS datasheet (the National Geodetic Survey's text datasheet of a control mark: 'PID  "
                  "DESIGNATION -', its adjusted NAD 83 position, ellipsoid and orthometric heights, ...)",
                  " DATABASE = ,PROGRAM = datasheet95, VERSION = 8.12.5.3\n"
                  "1        National Geodetic Survey,   Retrieval Date = MARCH 12, 2024\n"
                  " AB1234 ***********************************************************************\n"
                  " AB1234  DESIGNATION -  OAK 2\n AB1234  PID         -  AB1234\n", 1,
                  line=r"^ ?DATABASE = [^\n]*PROGRAM = datasheet|^ [A-Z]{2}\d{4}  DESIGNATION -  "),
        FieldFile("a logged RTCM 3 stream (.rtcm3: a base's or an NTRIP caster's GNSS corrections, frames of 0xD3, "
                  "a 10-bit length, a message (1005 the base's position, 1033 its antenna, 1074-1127 MSM "
                  "observations) and a CRC-24Q)", _RTCM3, 0, magic=b"\xd3\x00", outputs=(".rtcm3",)),
        FieldFile("a DXF drawing (AutoCAD's Drawing Exchange Format as text: a group code and a value a line, "
                  "'0' SECTION, '2' HEADER, ..., '0' EOF)",
                  "  0\nSECTION\n  2\nHEADER\n  9\n$ACADVER\n  1\nAC1032\n  0\nENDSEC\n  0\nEOF\n", 1,
                  line=r"\A *0 *\nSECTION *\n *2 *\n(?:HEADER|CLASSES|TABLES|BLOCKS|ENTITIES|OBJECTS) *$",
                  outputs=(".dxf",)),
    ))
