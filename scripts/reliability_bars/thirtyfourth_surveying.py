"""Issue 45's thirty-fourth bar of scripts/reliability_matrix.py, a land-survey and geodesy office ranking control marks
per job across adjustment and GNSS quality scores (its cases, ids ``u34f_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written in a later
session, before any of its recognisers existed.)

The team's day: each job and its control network (``job:2026-0418/hwy35-row``) is a query and each control mark a
document, by its NGS PID or the office's own point name (``pid:KV2014``, ``cp:J0418-101``); the runs are the
least-squares adjustment's residuals, the OPUS solutions' RMS, the party chief's ratings and the CORS tie-in's, scores
in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each score's record, and judged
against the marks that held in the final adjustment (2 held, 1 held after re-observation, 0 rejected as disturbed).
The mistakes and odd files: the field's own files given where runs or qrels are read (LandXML, a Trimble JobXML file,
Leica GSI, a RINEX observation file, RTKLIB's .pos, an Emlid Flow export, a Carlson RW5 raw file, NGS's NCAT answer,
a logged RTCM 3 stream, an SP3 orbit, an NGS datasheet, a DXF drawing), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFOURTH_SURVEYING = ("45 Unseen inputs: a thirty-fourth bar, a land-survey and geodesy office ranking control "
                          "marks per job across adjustment and GNSS quality scores (LandXML, JobXML, Leica GSI, RINEX, "
                          "RTKLIB, Emlid, RW5, NCAT, RTCM, SP3, NGS datasheets, DXF)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['lsq_residuals', 'opus_rms', 'party_chief', 'cors_tie'],
    items=['pid:KV2014', 'pid:DE5391', 'cp:J0418-101', 'pid:AA7645', 'cp:J0418-102', 'pid:KW0552', 'pid:DN8813',
           'pid:AJ4420'],
    queries=['job:2026-0418/hwy35-row', 'job:2026-0421/parcel-11-07-204', 'job:2026-0425/oak-creek-subdiv',
             'job:2026-0430/bridge-27R18', 'job:2026-0502/alta-lot-9', 'job:2026-0507/levee-sta140+00'],
    suffix='/recheck', generator='marks', judgements='held') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "marks", "marks.run")

_RECS3 = ["lsq_residuals", "opus_rms", "party_chief"]
_OUT = ("marks.run",)
_ONE_RUN = ("job:2026-0418/hwy35-row Q0 pid:KV2014 1 0.91 opus_rms\njob:2026-0418/hwy35-row Q0 pid:DE5391 2 0.77 "
            "opus_rms\njob:2026-0418/hwy35-row Q0 cp:J0418-101 3 0.52 opus_rms\n")
# the office's files, as the instruments, controllers, processors and NGS's services write them (a few lines)
_LANDXML = ('<?xml version="1.0" encoding="UTF-8"?>\n<LandXML xmlns="http://www.landxml.org/schema/LandXML-1.2" '
            'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.landxml.org/schema/'
            'LandXML-1.2 http://www.landxml.org/schema/LandXML-1.2/LandXML-1.2.xsd" version="1.2" date="2026-11-27" '
            'time="14:05:12" readOnly="false" language="English">\n  <Units>\n'
            '    <Imperial areaUnit="squareFoot" linearUnit="USSurveyFoot" volumeUnit="cubicYard" '
            'temperatureUnit="fahrenheit" pressureUnit="inHG" angularUnit="decimal degrees" '
            'directionUnit="decimal degrees"/>\n  </Units>\n  <Project name="J2026-0418 HWY 35 ROW"/>\n'
            '  <Application name="Trimble Business Center" manufacturer="Trimble" version="2024.10"/>\n'
            '  <CgPoints>\n    <CgPoint name="CP101" code="CTRL">1040318.774 2816260.412 849.590</CgPoint>\n'
            '    <CgPoint name="KV2014" code="NGS">1041102.330 2815877.905 851.204</CgPoint>\n  </CgPoints>\n'
            '</LandXML>\n')
_JOBXML = ('<?xml version="1.0" encoding="UTF-8"?>\n<JOBFile jobName="J2026-0418_HWY35" version="6.32" '
           'product="Trimble Access" productVersion="2024.10" TimeStamp="2026-11-27T08:02:11">\n  <FieldBook>\n'
           '    <PointRecord ID="00000021" TimeStamp="2026-11-27T08:14:02">\n      <Name>CP101</Name>\n'
           '      <Code>CTRL</Code>\n      <Method>StaticObservation</Method>\n'
           '      <Classification>Normal</Classification>\n      <Deleted>false</Deleted>\n'
           '      <Grid><North>1040318.774</North><East>2816260.412</East><Elevation>849.590</Elevation></Grid>\n'
           '    </PointRecord>\n  </FieldBook>\n</JOBFile>\n')
# Leica GSI-8: a block a line, words of 16 characters (word index, information, sign, eight digits, a blank): the
# point (11), the horizontal and vertical circles in DMS (21, 22), the slope distance in mm (31), the reflector and
# instrument heights (87, 88): six words a line
_GSI = ("110001+00001001 21.324+00000000 22.324+09000000 31..00+00000000 87..10+00001300 88..10+00001550 \n"
        "110002+00001002 21.324+35959590 22.324+09201510 31..00+00245320 87..10+00001300 88..10+00001550 \n"
        "110003+00001003 21.324+12345300 22.324+08915420 31..00+00123456 87..10+00001300 88..10+00001550 \n")
# Leica GSI-16: '*', then words of 24 characters: the point (11), its easting, northing and height (81, 82, 83)
_GSI_COORDS = ("*110001+0000000000001001 81..00+0000000858421317 82..00+0000000317091102 83..00+0000000000258946 \n"
               "*110002+0000000000001002 81..00+0000000858304731 82..00+0000000317330007 83..00+0000000000259437 \n")
_RINEX = "".join(f"{body:<60}{label}\n" for body, label in [
    (f"{'3.04':>9}{'':11}{'OBSERVATION DATA':<20}{'M':<20}", "RINEX VERSION / TYPE"),
    (f"{'sbf2rin-15.4.2':<20}{'Septentrio':<20}{'20261127 090512 UTC':<20}", "PGM / RUN BY / DATE"),
    ("BASE", "MARKER NAME"), ("BASE", "MARKER NUMBER"), ("GEODETIC", "MARKER TYPE"),
    (f"{'J. OKAFOR':<20}{'NORTHLINE SURVEY & GEODESY':<40}", "OBSERVER / AGENCY"),
    (f"{'3245678':<20}{'SEPT POLARX5':<20}{'5.5.0':<20}", "REC # / TYPE / VERS"),
    (f"{'52104':<20}{'LEIAR20         LEIM':<20}", "ANT # / TYPE"),
    (f"{-257277.1687:14.4f}{-4514087.0661:14.4f}{4483850.8485:14.4f}", "APPROX POSITION XYZ"),
    (f"{1.53:14.4f}{0.0:14.4f}{0.0:14.4f}", "ANTENNA: DELTA H/E/N"),
    ("G    4 C1C L1C D1C S1C", "SYS / # / OBS TYPES"), ("R    4 C1C L1C D1C S1C", "SYS / # / OBS TYPES"),
    (f"{1.0:10.3f}", "INTERVAL"), (f"{2026:6d}{11:6d}{27:6d}{8:6d}{0:6d}{0.0:13.7f}{'':5}GPS", "TIME OF FIRST OBS"),
    ("", "END OF HEADER")]) + ("> 2026 11 27 08 00  0.0000000  0  2\n"
                               "G05  21934567.123 7 115267890.123 7     -1234.567 7        47.250 7\n"
                               "R12  20187345.678 6 107654321.987 6       876.543 6        43.500 6\n")
_RTKLIB_POS = ("% program   : RTKPOST ver.2.4.3 b34\n% inp file  : BASE00USA_R_20263310800_01H_01S_MO.rnx\n"
               "% inp file  : BRDC00WRD_S_20263310000_01D_MN.rnx\n"
               "% obs start : 2026/11/27 08:00:00.0 GPST (week2446 460800.0s)\n"
               "% obs end   : 2026/11/27 08:59:59.0 GPST (week2446 464399.0s)\n% pos mode  : Static\n"
               "% elev mask : 15.0 deg\n% ionos opt : Broadcast\n% tropo opt : Saastamoinen\n"
               "% ephemeris : Broadcast\n% amb res   : Fix and Hold\n%\n"
               "% (lat/lon/height=WGS84/ellipsoidal,Q=1:fix,2:float,3:sbas,4:dgps,5:single,6:ppp,ns=# of satellites)\n"
               "%  GPST                  latitude(deg) longitude(deg)  height(m)   Q  ns   sdn(m)   sde(m)   sdu(m)"
               "  sdne(m)  sdeu(m)  sdun(m) age(s)  ratio\n"
               "2026/11/27 08:00:00.000   44.953429353  -93.262003050   231.4512   1  14   0.0041   0.0036   0.0102"
               "   0.0012  -0.0021   0.0033   1.00   12.3\n"
               "2026/11/27 08:00:01.000   44.953429361  -93.262003041   231.4498   1  14   0.0040   0.0036   0.0101"
               "   0.0012  -0.0021   0.0033   1.00   12.7\n")
_EMLID = ("Name,Code,Code description,Easting,Northing,Elevation,Description,Longitude,Latitude,Ellipsoidal height,"
          "Origin,Tilt angle,Easting RMS,Northing RMS,Elevation RMS,Lateral RMS,Antenna height,Antenna height units,"
          "Solution status,Correction type,Averaging start,Averaging end,Samples,PDOP,GDOP,Base easting,"
          "Base northing,Base elevation,Base longitude,Base latitude,Base ellipsoidal height,Baseline,Mount point,"
          "CS name,GPS Satellites,GLONASS Satellites,Galileo Satellites,BeiDou Satellites,QZSS Satellites,"
          "Device type,Device serial number,Author\n"
          "CP101,CTRL,Control point,2816260.412,1040318.774,849.590,,-93.26200305,44.95342935,759.370,Global,,"
          "0.012,0.010,0.021,0.016,2.000,m,FIX,RTK,2026-11-27 08:14:02.0 UTC-06:00,2026-11-27 08:16:02.0 UTC-06:00,"
          "120,1.3,1.5,,,,,,,,MNCORS_RTCM3_MSM,NAD83(2011) / Minnesota South (ftUS) + NAVD88(GEOID18) height (ftUS),"
          "11,7,9,10,0,Reach RS3,823124579812345678,J. Okafor\n")
_RW5 = ("JB,NMJ2026-0418_HWY35,DT11-27-2026,TM08:02:11\nMO,AD0,UN0,SF1.00000000,EC1,EO0.0,AU0\n"
        "--SurvCE Version 6.11\nSP,PN1001,N 1040318.7740,E 2816260.4120,EL849.5900,--CTRL\n"
        "OC,OP1001,N 1040318.77400,E 2816260.41200,EL849.590,--CTRL\nLS,HI5.085,HR4.265\n"
        "BK,OP1001,BP1002,BS359.5959,BC0.00000\nSS,OP1001,FP1003,AR123.4530,ZE89.1542,SD405.0400,--IPF\n")
_NCAT = ('{\n  "ID": "1795766400123",\n  "nadconVersion": "5.0",\n  "vertconVersion": "3.0",\n'
         '  "srcDatum": "NAD83(2011)",\n  "destDatum": "NAD83(2011)",\n  "srcVertDatum": "N/A",\n'
         '  "destVertDatum": "N/A",\n  "srcLat": "44.9534293530",\n  "srcLatDms": "N445712.34567",\n'
         '  "destLat": "44.9534293530",\n  "destLatDms": "N445712.34567",\n  "sigLat": "0.000000",\n'
         '  "srcLon": "-93.2620030500",\n  "srcLonDms": "W0931543.21098",\n  "destLon": "-93.2620030500",\n'
         '  "destLonDms": "W0931543.21098",\n  "sigLon": "0.000000",\n  "srcEht": "231.451",\n'
         '  "destEht": "231.451",\n  "sigEht": "0.000",\n  "srcOrthoht": "N/A",\n  "destOrthoht": "N/A",\n'
         '  "sigOrthoht": "N/A",\n  "spcZone": "MN S-2203",\n  "spcNorthing_m": "317,091.102",\n'
         '  "spcEasting_m": "858,421.317",\n  "spcNorthing_usft": "1,040,318.774",\n'
         '  "spcEasting_usft": "2,816,260.412",\n  "spcConvergence": "00 31 12.44",\n'
         '  "spcScaleFactor": "0.99996120",\n  "utmZone": "UTM Zone 15",\n  "utmNorthing": "4,978,043.512",\n'
         '  "utmEasting": "478,221.860",\n  "usng": "15TVK7822178043"\n}\n')


def _rtcm3() -> bytes:
    """A logged RTCM 3 stream (.rtcm3) as an NTRIP client saves it: message 1005 (the base's antenna reference point,
    ECEF in 0.1 mm) and 1033 (its antenna and receiver descriptors), each framed as 0xD3, six reserved bits and a
    10-bit length, the payload, and its CRC-24Q."""
    def frame(fields: list[tuple[int, int]]) -> bytes:
        bits = "".join(format(value & ((1 << n) - 1), f"0{n}b") for n, value in fields)
        bits += "0" * (-len(bits) % 8)
        payload = int(bits, 2).to_bytes(len(bits) // 8, "big")
        body = bytes([0xD3, len(payload) >> 8 & 0x03, len(payload) & 0xFF]) + payload
        crc = 0
        for byte in body:
            crc ^= byte << 16
            for _ in range(8):
                crc <<= 1
                if crc & 0x1000000:
                    crc ^= 0x1864CFB
        return body + (crc & 0xFFFFFF).to_bytes(3, "big")

    def text(s: str) -> list[tuple[int, int]]:
        return [(8, len(s))] + [(8, ord(c)) for c in s]

    arp = frame([(12, 1005), (12, 418), (6, 0), (1, 1), (1, 1), (1, 1), (1, 0), (38, -2572771687), (1, 1), (1, 0),
                 (38, -45140870661), (2, 0), (38, 44838508485)])
    descriptors = frame([(12, 1033), (12, 418)] + text("LEIAR20         LEIM") + [(8, 0)] + text("52104")
                        + text("SEPT POLARX5") + text("5.5.0") + text("3245678"))
    return arp + descriptors


_SP3 = ("#dP2026 11 27  0  0  0.00000000      96 ORBIT IGS20 FIT  IGS\n"
        "## 2446 432000.00000000   900.00000000 61371 0.0000000000000\n"
        "+   32   G01G02G03G04G05G06G07G08G09G10G11G12G13G14G15G16G17\n"
        "+        G18G19G20G21G22G23G24G25G26G27G28G29G30G31G32  0  0\n"
        "++         2  2  2  2  2  2  2  2  2  2  2  2  2  2  2  2  2\n"
        "++         2  2  2  2  2  2  2  2  2  2  2  2  2  2  2  0  0\n"
        "%c G  cc GPS ccc cccc cccc cccc cccc ccccc ccccc ccccc ccccc\n"
        "%c cc cc ccc ccc cccc cccc cccc cccc ccccc ccccc ccccc ccccc\n"
        "%f  1.2500000  1.025000000  0.00000000000  0.000000000000000\n"
        "%f  0.0000000  0.000000000  0.00000000000  0.000000000000000\n"
        "%i    0    0    0    0      0      0      0      0         0\n"
        "%i    0    0    0    0      0      0      0      0         0\n"
        "/* FINAL ORBIT COMBINATION FROM WEIGHTED AVERAGE OF:\n"
        "*  2026 11 27  0  0  0.00000000\n"
        "PG01 -15245.312874  -9412.603215  19634.221187    -12.345678\n"
        "PG02  13012.748125 -22176.044910   4391.558802    412.907531\n"
        "EOF\n")
_DATASHEET = (" DATABASE = ,PROGRAM = datasheet95, VERSION = 8.12.5.3\n"
              "1        National Geodetic Survey,   Retrieval Date = NOVEMBER 27, 2026\n"
              " KV2014 ***********************************************************************\n"
              " KV2014  DESIGNATION -  HENNEPIN 14\n"
              " KV2014  PID         -  KV2014\n"
              " KV2014  STATE/COUNTY-  MN/HENNEPIN\n"
              " KV2014  COUNTRY     -  US\n"
              " KV2014  USGS QUAD   -  MINNEAPOLIS SOUTH (1993)\n"
              " KV2014\n"
              " KV2014                         *CURRENT SURVEY CONTROL\n"
              " KV2014  ______________________________________________________________________\n"
              " KV2014* NAD 83(2011) POSITION- 44 57 12.34567(N) 093 15 43.21098(W)   ADJUSTED\n"
              " KV2014* NAD 83(2011) ELLIP HT-   231.451 (meters)        (06/27/12)   ADJUSTED\n"
              " KV2014* NAD 83(2011) EPOCH   -  2010.00\n"
              " KV2014* NAVD 88 ORTHO HEIGHT -   258.946 (meters)     849.56  (feet) ADJUSTED\n")
_DXF = ("  0\nSECTION\n  2\nHEADER\n  9\n$ACADVER\n  1\nAC1027\n  9\n$INSUNITS\n 70\n     2\n  0\nENDSEC\n"
        "  0\nSECTION\n  2\nENTITIES\n  0\nPOINT\n  8\nCONTROL\n 10\n2816260.412\n 20\n1040318.774\n 30\n849.59\n"
        "  0\nENDSEC\n  0\nEOF\n")


def thirtyfourth_bar_surveying_cases() -> list[Case]:
    G = THIRTYFOURTH_SURVEYING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="marks", judgements="held", runs=_RECS3, stem="marks", outputs=_OUT,
        item="marks", rounded="party_chief",
        weights="{'lsq_residuals': 2.0, 'opus_rms': 1.0, 'party_chief': 1.5, 'cors_tie': 0.5}",
        lone_query="R['cors_tie']['job:2026-0511/static-tower-site'] = {'pid:DL1177': 0.9, 'cp:J0511-01': 0.4}\n",
        trust="lsq_residuals 2\nparty_chief 1.5\nopus_rms 1\n",
        trust_dict="{'lsq_residuals': 2, 'party_chief': 1.5, 'opus_rms': 1}",
        texts={
            "rrf": ("u34f_rrf_quality_scores",
                    "rankagg.fuse({score: {job: {mark: value}}}, method='rrf'): four quality scores, six jobs "
                    "('job:2026-0418/hwy35-row'), marks by NGS PID or point name ('pid:KV2014', 'cp:J0418-101')"),
            "borda": ("u34f_borda_unscored_marks",
                      "rankagg.fuse(..., method='borda'): OPUS has no solution for the marks under canopy"),
            "combsum": ("u34f_combsum_rounded_ratings",
                        "rankagg.fuse(..., method='combsum'): the party chief's ratings at one decimal (many ties) "
                        "beside the computed scores"),
            "fuser": ("u34f_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per job: the adjustment's residuals count 2, the CORS tie "
                      "0.5"),
            "frame": ("u34f_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the control register, a row "
                      "per job, mark and score"),
            "evaluate": ("u34f_evaluate_held",
                         "rankagg.evaluate(fused ranking, the marks that held, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the marks the final adjustment held"),
            "lone": ("u34f_one_score_job",
                     "rankagg.fuse(..., method='rrf'): a job only the CORS tie scored (a static GNSS tower site, no "
                     "traverse) beside jobs every score covers"),
            "cli_rrf": ("u34f_cli_rrf_runs",
                        "rankagg fuse lsq_residuals.run opus_rms.run party_chief.run --method rrf -o marks.run: one "
                        "run per score, jobs as queries"),
            "cli_borda": ("u34f_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the adjustment counts "
                          "double)"),
            "cli_combsum": ("u34f_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four marks a job holds fixed"),
            "cli_evaluate": ("u34f_cli_evaluate_held_qrels",
                             "rankagg evaluate marks.run --qrels held.qrels -m ndcg_cut.5 -m map: the fused ranking "
                             "against the marks that held (0-2)"),
            "cli_parquet": ("u34f_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o marks.parquet: gzipped runs from the processing "
                            "server, a Parquet table for the control register")})

    # --- the office's files given where runs are read: named by their format or tool ----------------------------------
    cases += files_as_runs(cli_bad, [
        ("u34f_landxml_as_run", "a LandXML 1.2 file (LandXML xmlns=...LandXML-1.2, Units, Project, Application, "
         "CgPoints)", "J2026-0418_control.xml", _LANDXML, "LandXML", "J2026-0418_control.xml:2"),
        ("u34f_jobxml_as_run", "a Trimble JobXML file (.jxl: JOBFile jobName=... product=\"Trimble Access\", "
         "FieldBook, PointRecord)", "J2026-0418_HWY35.jxl", _JOBXML, "JobXML", "J2026-0418_HWY35.jxl:2"),
        ("u34f_gsi_as_run", "Leica GSI-8 observations (six 16-character words a line: point 11, Hz 21, V 22, slope "
         "distance 31, heights 87 and 88)", "J0418_setup1.gsi", _GSI, "GSI", "J0418_setup1.gsi:1"),
        ("u34f_rinex_obs_as_run", "a RINEX 3.04 observation file ('RINEX VERSION / TYPE' in columns 61-80, header "
         "labels, END OF HEADER, '>' epochs)", "BASE00USA_R_20263310800_01H_01S_MO.rnx", _RINEX, "RINEX",
         "BASE00USA_R_20263310800_01H_01S_MO.rnx:1"),
        ("u34f_rtklib_pos_as_run", "RTKLIB's solution file (.pos: '% program   : RTKPOST', '%' options, the '%  GPST "
         "latitude(deg) ...' header, then epochs)", "base_static.pos", _RTKLIB_POS, "RTKLIB", "base_static.pos:1"),
        ("u34f_emlid_csv_as_run", "an Emlid Flow points export (Name, Code, Code description, Easting, Northing, ..., "
         "Solution status, ..., CS name)", "J2026-0418_points.csv", _EMLID, "Emlid", "J2026-0418_points.csv:1"),
        ("u34f_rw5_as_run", "a Carlson SurvCE raw file (.rw5: JB, MO, SP, OC, LS, BK, SS records, '--' notes)",
         "J2026-0418.rw5", _RW5, "RW5", "J2026-0418.rw5:1"),
        ("u34f_ncat_json_as_run", "NGS's NCAT answer (ID, nadconVersion, vertconVersion, srcDatum, destDatum, ..., "
         "spcZone, utmZone, usng)", "ncat_KV2014.json", _NCAT, "NCAT", "ncat_KV2014.json:1"),
        ("u34f_rtcm3_as_run", "a logged RTCM 3 stream (0xD3 frames: message 1005, the base's position, and 1033, its "
         "antenna and receiver)", "base_20261127.rtcm3", _rtcm3(), "RTCM", "base_20261127.rtcm3")],
        one_run=("opus_rms.run", _ONE_RUN), stem="marks",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary stream read as lines gives no ranking: named by its framing "
                   "bytes")

    # --- the judgements the office gives ------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u34f_gsi_coords_as_qrels", "control.gsi", _GSI_COORDS, "GSI"),
        ("u34f_datasheet_as_qrels", "KV2014_datasheet.txt", _DATASHEET, "NGS"),
        ("u34f_sp3_as_qrels", "IGS0OPSFIN_20263310000_01D_15M_ORB.SP3", _SP3, "SP3"),
        ("u34f_dxf_as_qrels", "J2026-0418_control.dxf", _DXF, "DXF")],
        one_run=("opus_rms.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u34f_out_dxf", "marks.dxf", "a DXF drawing"),
        ("u34f_out_gsi", "marks.gsi", "a Leica GSI file"),
        ("u34f_out_jxl", "marks.jxl", "a Trimble JobXML file"),
        ("u34f_out_rnx", "marks.rnx", "a RINEX 3 file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the office's documents and tables given to the API -----------------------------------------------------------
    cases += [
        bad("u34f_api_ncat_dict",
            "rankagg.fuse(json.load(ncat_KV2014.json)): NGS's NCAT answer loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('n.json')), method='rrf')\n",
            "NCAT", why="a run maps a query to {document: score}; NCAT's answer maps each of its fields to a string",
            files={"n.json": _NCAT}),
        bad("u34f_api_emlid_frame",
            "rankagg.fuse(pd.read_csv(J2026-0418_points.csv)): an Emlid Flow points export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('e.csv'), method='borda')\n",
            "Emlid", why="a table of runs has qid, docid, run and score columns; Emlid's has a surveyed point per row",
            files={"e.csv": _EMLID}),
    ]
    return cases
