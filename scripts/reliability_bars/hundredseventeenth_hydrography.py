"""Issue 45's hundred-and-seventeenth bar of scripts/reliability_matrix.py, a national hydrographic office's
survey-planning cell, the hydrographic surveyors who process the multibeam surveys and the chart-adequacy panel that
ranks survey areas and ENC cells for resurvey per charting region, survey season and adequacy review, from the CATZOC
and survey-age scores, the total vertical uncertainty, the traffic density, the surveyors' grades and the panel's votes
(its cases, ids ``u117b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The cell's review: each charting region, each ship's survey season and each adequacy review
(``region:Northeast/Massachusetts-Bay``, ``season:2026/Thomas-Jefferson``, ``review:HSD-adequacy/2026-03``) is a query
and each ENC cell, survey or survey area a document, as the office names them: an ENC cell by its cell name (producer
code, usage band, area and cell: ``US5MA11M``, ``US4MA13M``), a survey by its registry number (``H13385``, a survey from
outside sources ``W00612``), one of a survey's BAGs by the survey, technique, resolution, datum and part
(``H13385_MB_1m_MLLW_1of3``), a sheet of a project by the project's number and the sheet (``OPR-B370-TJ-26/sheet-3``),
an earlier survey as NCEI's hydrographic survey database holds it (``hsmdb:H11501``) and a neighbouring office's cell
over the border (``chs:CA476135``); on the typed sheets the bare cell name or registry number.  The runs are the CATZOC
and survey-age scores, the total vertical uncertainty, the traffic density, the surveyors' grades (A to D) and the
panel's votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the surveyors'
grades weighted highest, and judged against the panel's decisions (2 resurvey next season, 1 on the watch list for a
later season, 0 adequate as charted).  The mistakes and odd files: the field's own files given where runs or qrels are
read (an S-57 ENC cell .000 (ISO 8211, binary), a Kongsberg .kmall and a Kongsberg .all raw file, a Teledyne Reson .s7k
file, a GSF file, an NCEI GEODAS sounding file (.xyz), NCEI's ISO 19115-2 survey metadata (XML), an S-57 exchange set's
CATALOG.031, a CARIS sound velocity file (.svp), a BAG (HDF5), NCEI's NOS hydrographic survey map service's query answer
(ArcGIS REST, JSON), and a surveyor's grade sheet, a panel member's ballot and the panel's vote tally as the cell types
them), and outputs named for the field's files (an S-57 ENC cell .000, a BAG .bag, a Kongsberg .kmall and a GSF file
.gsf).  (Checked: the .000 against GDAL's S-57 writer (s57writer.cpp, read: the '0000' field's tree
'0001DSIDDSIDDSSI0001DSPM0001VRIDVRIDATTV...FRIDFSPT', '0001' as 'ISO 8211 Record Identifier' (b12), DSID's subfields
RCNM b11, RCID b14, EXPP b11, INTU b11, DSNM A, EDTN A, UPDN A, UADT A(8), ISDT A(8), STED R(4), PRSP b11, PSDN A, PRED
A, PROF b11, AGEN b12, COMT A and its names 'Data set identification field', DSSI's and DSPM's, FRID's, FOID's and
ATTF's subfields), ISO 8211 readers' leaders (read: a DDR leader like '019003LE1 0900319 ! 5504', a DR leader like
'00197 D     00109   5504', the 4-character tags with 5-digit lengths and positions) and a published generator of test
cells (read: the field controls '0500;&   ', '1600;&   ' and '2600;&   ', the unit and field terminators 0x1f and 0x1e,
little-endian binary subfields); the object and attribute codes from GDAL's s57objectclasses.csv and s57attributes.csv
(read: M_QUAL 308 with CATZOC, SURSTA, SUREND, TECSOU; CATZOC 72, SUREND 151, SURSTA 152); the cell name is NOAA's Inner
Boston Harbor cell (seen in scripts that download charts.noaa.gov/ENCs/US5MA11M.zip), its contents ours and cut to a
DDR, the data set records and one M_QUAL feature (no vectors).  CATALOG.031's CATD field from a reader's catalogue entry
(read: RCID, FILE, LFIL, VOLM, IMPL as 'ASC', 'BIN' or 'TXT', SLAT, NLAT, WLON, ELON, CRCS, COMT); the subfield order,
the format controls and the backslash in FILE are from memory, the entries ours. The .kmall against the kmall readers of
hyo2's Sound Speed Manager and of the kmall project (read: the 20-byte header '<I4cBBHII', numBytesDgm, dgmType '#IIP',
dgmVersion, systemID, echoSounderID 2040, time_sec, time_nanosec; #IIP's numBytesCmnPart, info and status as '3H' then
the installation text; #SPO's common part '<4H' and its '<2If2d3f' position block; every datagram ending with its length
again) and themachinethatgoesping's #IIP test (read: the text
'OSCV:Empty,EMXV:EM2042,\\nPU_0,\\nSN=25002,...,TRAI_TX1:N=5001;X=...;...'); SIS's file name
(line_date_time_vessel.kmall) is from memory, the values ours.  The .all against hyo2's Kongsberg reader (read: the
length, then '<BBHIIHH' for STX 0x02, the type (73 'I' installation, 80 'P' position), the EM model, the date as
YYYYMMDD, the milliseconds of the day, the counter and the serial number; the position's '<iiHHHHBB' with latitude times
2e7 and longitude times 1e7, then the input datagram, ETX 0x03 and a 2-byte checksum of the bytes between STX and ETX)
and MB-System's reader (read: the installation text's 'WLZ=', 'SMH=', 'S1Z=', 'S1X=', 'S1Y=', 'S1H=', 'S1R=' items, each
ended by a comma); the values ours.  The .s7k against a Python reader's data record frame (read:
'<HHIIIIHHfBBxxIIxxHxxxxHxxxxxxII', version, offset, the sync pattern 0x0000FFFF, size, optional data offset and
identifier, the 7k time, the record type, device identifier, system enumerator, flags, the fragment counts, then the
data and a 4-byte checksum) and two readers of record 7200 (read: the file identifier, version, session identifier,
record data size, the number of devices, recording name (64), program version (16), user-defined name (64), notes (128),
then each device's identifier and system enumerator); the version 5, offset 60 and the checksum as the bytes' sum are
from memory, the values ours.  The GSF file against GSFlib's gsf.h and its documentation (read: the version string
'GSF-v03.06' (ours a later library's 'GSF-v03.09') in a 12-byte header record, the record types GSF_RECORD_HEADER 1 ...
GSF_RECORD_COMMENT 6 ... GSF_RECORD_ATTITUDE 12); each record's 4-byte size and 4-byte identifier, big-endian, the data
padded to four bytes and the comment record's time and length fields are from memory, the comment ours.  The GEODAS
sounding file against CUDEM's fetches (read: NCEI's .../nos/coast/H10001-H12000/H11501/GEODAS/H11501.xyz.gz, read with
skip=1, xpos=2, ypos=1, zpos=3, z_scale=-1: a header, then survey, latitude, longitude and depth positive down) and a
reader's fixture (read: the header 'survey_id,lat,lon,depth', comma-separated); the soundings are ours.  NCEI's ISO
19115-2 metadata from CUDEM's iso_xml (read: the gmd, gmi and gco namespaces, the title at
MD_DataIdentification/citation/ CI_Citation/title, the bounding box as gco:Decimal, gmd:dateStamp/gco:DateTime, two
MD_ReferenceSystem codes, the distribution's MD_Format names 'GEODAS_XYZ' and 'BAG' paired with onLine linkage URLs) and
the WAF's address (data.noaa.gov/waf/NOAA/NESDIS/NGDC/MGG/NOS/<range>/iso/xml/<survey>.xml); the codelist attributes are
the usual ISO ones, the rest ours.  The CARIS .svp against Sound Speed Manager's reader and three writers (read:
'[SVP_VERSION_2]', the file's name, 'Section 2015-148 23:49:31 -12:14:35.00 130:55:40.00' (year-day of year, time,
latitude and longitude as d:m:s), then 'depth speed' pairs as '%.6f %.6f'; one writer ends lines with CR LF, which we
follow); the cast is ours.  The BAG from NOAA's BAG metadata parser (noaa-ocs-hydrography/brute, read: the group
BAG_root and its 'metadata' dataset of XML text, the namespaces bag 'http://www.opennavsurf.org/schema/bag', gco, gmd,
gmi, gml 3.2, xlink and xsi, gmi:MI_Metadata with gmd:identificationInfo/bag:BAG_DataIdentification,
bag:verticalUncertaintyType/ bag:BAG_VertUncertCode, the EX_GeographicBoundingBox, the platform under
gmi:acquisitionInformation) and NCEI's BAG names (H11501_MB_1m_MLLW_2of4.bag); the HDF5 superblock version 0 as another
bar lays it out, the local heap of names ('HEAP'), the 'Bag Version' attribute's value and the placement are ours, the
objects trimmed to zeros.  The map service's answer from CUDEM's hydronos (read:
gis.ngdc.noaa.gov/arcgis/rest/services/web_mercator/ nos_hydro_dynamic/MapServer/<layer>/query with outFields '*', f
'pjson', returnGeometry 'False'; the fields SURVEY_ID, DATE_SURVEY_BEGIN, DATE_SURVEY_END, DATE_MODIFY_DATA,
DATE_SURVEY_APPROVAL, DATE_ADDED, SURVEY_YEAR, DIGITAL_DATA, LOCALITY, SUBLOCALITY, PLATFORM, PRODUCT_ID, BAGS_EXIST,
DOWNLOAD_URL, DECADE, PUBLISH, OBJECTID with their esri types, aliases and lengths, the answer's 'features' of
'attributes', DOWNLOAD_URL's next-to-last part the NOS range 'H12001-H14000'); ArcGIS's envelope (displayFieldName,
fieldAliases, fields), its pjson layout (one-space indent, ' : ') and the dates as epoch milliseconds are from memory,
the surveys ours.  The output suffixes: .000 (an S-57 ENC cell, as GDAL, OpenCPN and the chart producers' tools open
it), .bag (a BAG, as GDAL, CARIS and QPS open it), .kmall (Kongsberg's raw format, as SIS, MB-System and CARIS read it)
and .gsf (GSF, as GSFlib, MB-System and CARIS read it). Left out, as they could not be checked here: S-102's HDF5 layout
(its group and attribute names were not found), the IHO S-44 order tables as a file (the publication's tables, not a
format), CARIS HIPS's line lists and QC reports (no sample found), the Kongsberg .asvp's header beyond one writer's
line, and a .kmall's #MRZ soundings.  The grade sheet, the ballot and the vote tally are typed here as the office's
surveyors, the panel's members and its chair type them; the cells and surveys are real names by form, no value given for
them is claimed.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import calendar
import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDSEVENTEENTH_HYDROGRAPHY = ("45 Unseen inputs: a hundred-and-seventeenth bar, a national hydrographic office's "
                                  "survey-planning cell (the hydrographic surveyors who process the multibeam "
                                  "surveys and the chart-adequacy panel that ranks survey areas and ENC cells for "
                                  "resurvey) ranking cells, surveys and survey areas per charting region, survey "
                                  "season and adequacy review from the CATZOC and survey-age scores, the total "
                                  "vertical uncertainty, the traffic density, the surveyors' grades and the panel's "
                                  "votes (S-57 ENC cells (.000, ISO 8211) and their CATALOG.031, Kongsberg .kmall "
                                  "and .all raw files, Teledyne Reson .s7k files, GSF files, NCEI GEODAS soundings "
                                  "(.xyz), NCEI ISO 19115-2 survey metadata (XML), CARIS sound velocity files "
                                  "(.svp), BAGs (HDF5), NCEI's NOS hydrographic survey map service answers (ArcGIS "
                                  "REST, JSON), surveyors' grade sheets, panel ballots and vote tallies as typed)")

_CELL = "US5MA11M"
_CELL2 = "US4MA13M"
_SURVEY = "H13385"
_BAG_ID = "H13385_MB_1m_MLLW_1of3"
_SHEET = "OPR-B370-TJ-26/sheet-3"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['catzoc_age', 'tvu_scores', 'traffic_density', 'surveyor_grades', 'panel_votes'],
    items=[_CELL, _CELL2, _SURVEY, _BAG_ID, _SHEET, 'W00612', 'hsmdb:H11501', 'chs:CA476135'],
    queries=['region:Northeast/Massachusetts-Bay', 'season:2026/Thomas-Jefferson', 'review:HSD-adequacy/2026-03',
             'region:Southeast/Charleston-Approaches', 'season:2026/Ferdinand-Hassler',
             'review:HSD-adequacy/2026-Q1/Alaska'],
    suffix='/resurvey', generator='survey_scores', judgements='panel_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "survey_scores", "priorities.run")

_RECS3 = ["catzoc_age", "surveyor_grades", "panel_votes"]
_OUT = ("priorities.run",)
_ONE_RUN = (f"region:Northeast/Massachusetts-Bay Q0 {_CELL} 1 0.9312 panel_votes\n"
            f"region:Northeast/Massachusetts-Bay Q0 {_SURVEY} 2 0.8467 panel_votes\n")


# the office's files, as the chart producers' tools, SIS, the 7k software, GSFlib, CARIS, NCEI and ArcGIS write them
# ISO 8211 (S-57's encapsulation): a 24-byte leader, a directory of tag, 5-digit length and position, the field
# terminator 0x1e, the fields each ended by 0x1e, subfields of variable length ended by the unit terminator 0x1f
_UT, _FT = b"\x1f", b"\x1e"


def _text(value: str) -> bytes:
    return value.encode("ascii") + _UT


def _iso8211_record(fields: list[tuple[str, bytes]], ddr: bool = False) -> bytes:
    body = [(tag, value + _FT) for tag, value in fields]
    base = 24 + len(body) * (4 + 5 + 5) + 1
    length = base + sum(len(value) for _, value in body)
    if ddr:
        leader = f"{length:05d}3LE1 09{base:05d} ! 5504"
    else:
        leader = f"{length:05d} D     {base:05d}   5504"
    directory, offset = b"", 0
    for tag, value in body:
        directory += f"{tag}{len(value):05d}{offset:05d}".encode("ascii")
        offset += len(value)
    return leader.encode("ascii") + directory + _FT + b"".join(value for _, value in body)


def _field_description(control: str, name: str, labels: str, formats: str) -> bytes:
    return control.encode("ascii") + _text(name) + _text(labels) + formats.encode("ascii")


# an S-57 ENC cell: the DDR (the field tree and the field descriptions), the data set records (DSID with DSSI, DSPM)
# and one M_QUAL feature (the survey's zone of confidence and dates), cut there: no vector records
def _enc_cell() -> bytes:
    tree = "0001DSIDDSIDDSSI0001DSPM0001FRIDFRIDFOIDFRIDATTF"
    ddr = [("0000", b"0000;&   " + _text(f"{_CELL}.000") + tree.encode("ascii")),
           ("0001", _field_description("0500;&   ", "ISO 8211 Record Identifier", "", "(b12)")),
           ("DSID", _field_description("1600;&   ", "Data set identification field",
                                       "RCNM!RCID!EXPP!INTU!DSNM!EDTN!UPDN!UADT!ISDT!STED!PRSP!PSDN!PRED!PROF!"
                                       "AGEN!COMT",
                                       "(b11,b14,2b11,3A,2A(8),R(4),b11,2A,b11,b12,A)")),
           ("DSSI", _field_description("1600;&   ", "Data set structure information field",
                                       "DSTR!AALL!NALL!NOMR!NOCR!NOGR!NOLR!NOIN!NOCN!NOED!NOFA", "(3b11,8b14)")),
           ("DSPM", _field_description("1600;&   ", "Data set parameter field",
                                       "RCNM!RCID!HDAT!VDAT!SDAT!CSCL!DUNI!HUNI!PUNI!COUN!COMF!SOMF!COMT",
                                       "(b11,b14,3b11,b14,4b11,2b14,A)")),
           ("FRID", _field_description("1600;&   ", "Feature record identifier field",
                                       "RCNM!RCID!PRIM!GRUP!OBJL!RVER!RUIN", "(b11,b14,2b11,2b12,b11)")),
           ("FOID", _field_description("1600;&   ", "Feature object identifier field", "AGEN!FIDN!FIDS",
                                       "(b12,b14,b12)")),
           ("ATTF", _field_description("2600;&   ", "Feature record attribute field", "*ATTL!ATVL", "(b12,A)"))]
    dsid = (struct.pack("<BIBB", 10, 1, 1, 5) + _text(f"{_CELL}.000") + _text("12") + _text("0")
            + b"20260214" + b"20260214" + b"03.1" + struct.pack("<B", 1) + _text("") + _text("2.0")
            + struct.pack("<BH", 1, 550) + _text("Produced by NOAA"))
    dssi = struct.pack("<BBB8I", 2, 1, 2, 0, 0, 1, 0, 0, 0, 0, 0)
    dspm = (struct.pack("<BIBBBIBBBBII", 20, 1, 2, 12, 12, 10000, 1, 1, 1, 1, 10000000, 10) + _text(""))
    attf = b"".join(struct.pack("<H", code) + _text(value)
                    for code, value in [(72, "2"), (152, "20190612"), (151, "20190830"), (156, "3")])
    records = [_iso8211_record(ddr, ddr=True),
               _iso8211_record([("0001", struct.pack("<H", 1)), ("DSID", dsid), ("DSSI", dssi)]),
               _iso8211_record([("0001", struct.pack("<H", 2)), ("DSPM", dspm)]),
               _iso8211_record([("0001", struct.pack("<H", 3)),
                                ("FRID", struct.pack("<BIBBHHB", 100, 1, 3, 2, 308, 1, 1)),
                                ("FOID", struct.pack("<HIH", 550, 118904, 1)), ("ATTF", attf)])]
    return b"".join(records)


_ENC = _enc_cell()
_ENC_NAME = f"{_CELL}.000"


# an exchange set's catalogue, CATALOG.031: its DDR, then one CATD record per file of the set
def _catalog() -> bytes:
    ddr = [("0000", b"0000;&   " + _text("CATALOG.031") + b"0001CATD"),
           ("0001", _field_description("0500;&   ", "ISO 8211 Record Identifier", "", "(b12)")),
           ("CATD", _field_description("1600;&   ", "Catalogue Directory field",
                                       "RCNM!RCID!FILE!LFIL!VOLM!IMPL!SLAT!WLON!NLAT!ELON!CRCS!COMT",
                                       "(A(2),I(10),3A,A(3),4R,2A)"))]
    entries = [("CATALOG.031", "", "ASC", "", "", "", "", ""),
               (f"{_CELL}\\{_CELL}.000", "Inner Boston Harbor", "BIN", "42.3200", "-71.1200", "42.4200", "-70.9500",
                "8A3C51F2"),
               (f"{_CELL2}\\{_CELL2}.000", "Massachusetts Bay", "BIN", "42.0000", "-71.1100", "42.6700", "-70.0000",
                "1D07E6B9"),
               ("README.TXT", "", "TXT", "", "", "", "", "")]
    records = [_iso8211_record(ddr, ddr=True)]
    for rcid, (path, long_name, impl, slat, wlon, nlat, elon, crc) in enumerate(entries, 1):
        catd = (b"CD" + f"{rcid:10d}".encode("ascii") + _text(path) + _text(long_name) + _text("V01X01")
                + impl.encode("ascii") + _text(slat) + _text(wlon) + _text(nlat) + _text(elon) + _text(crc)
                + _text(""))
        records.append(_iso8211_record([("0001", struct.pack("<H", rcid)), ("CATD", catd)]))
    return b"".join(records)


_CATALOG = _catalog()
_CATALOG_NAME = "CATALOG.031"

# a Kongsberg .kmall: the installation parameters (#IIP), then a position (#SPO); each datagram its length, type,
# version, system, echo sounder and time, its body, then its length again
_KMALL_TIME = calendar.timegm((2026, 3, 14, 14, 32, 5))
_IIP_TEXT = ("OSCV:Empty,EMXV:EM2040P,\nPU_0,\nSN=53011,\nIP=157.237.20.40:0xffff0000,\nUDP=1997,\n"
             "TYPE=CON_TECH_PP_B84_64BIT_CPU,\nVERSIONS:,\nCPU:5.4.2 2025-06-10,\nVERSIONS-END,\nSERIALno:\n"
             "TX:53011;1.0deg,\nRX:53011,\nSERIALno-END,\nSYSTEM:EM 2040P - Single Tx single Rx,"
             "TRAI_TX1:N=53011;X=0.412;Y=-0.028;Z=1.652;R=0.013;P=-0.210;H=0.080;S=1.0,"
             "TRAI_RX1:N=53011;X=0.412;Y=-0.028;Z=1.652;R=0.013;P=-0.210;H=0.080,"
             "POSI_1:X=0.000;Y=0.000;Z=0.000;D=0.000;G=WGS84;T=Datagram;C=On;F=GGA;Q=Off;I=Net port 1;U=ACTIVE,"
             "SVPI:F=AML NMEA;I=Integrated probe;U=ACTIVE,EMXI:SWLZ=-0.312,\n\x00")


def _kmall_datagram(kind: bytes, body: bytes, nanosec: int = 0) -> bytes:
    size = 20 + len(body) + 4
    return struct.pack("<I4sBBHII", size, kind, 1, 0, 2040, _KMALL_TIME, nanosec) + body + struct.pack("<I", size)


def _kmall() -> bytes:
    text = _IIP_TEXT.encode("ascii")
    iip = _kmall_datagram(b"#IIP", struct.pack("<3H", 6 + len(text), 0, 0) + text)
    gga = b"$GPGGA,143205.00,4220.3412,N,07058.2217,W,4,14,0.7,2.31,M,-28.9,M,1.0,0412*5C\r\n"
    spo = _kmall_datagram(b"#SPO", struct.pack("<4H", 8, 0, 1, 0)
                          + struct.pack("<2If2d3f", _KMALL_TIME, 120000000, 0.05, 42.3390200, -70.9703617, 4.12,
                                        87.4, 31.82) + gga, nanosec=120000000)
    return iip + spo


_KMALL = _kmall()
_KMALL_NAME = "0012_20260314_143205_Thomas_Jefferson.kmall"


# a Kongsberg .all: the installation datagram (73, 'I') and a position datagram (80, 'P'), each its length, STX,
# type, model, date, time, counter and serial number, the body, ETX and a checksum of the bytes between STX and ETX
def _all_datagram(kind: int, counter: int, body: bytes) -> bytes:
    inner = struct.pack("<BHIIHH", kind, 2040, 20260314, 52325000, counter, 201) + body
    if len(inner) % 2:
        inner += b"\x00"
    checksum = sum(inner) % 65536
    framed = b"\x02" + inner + b"\x03" + struct.pack("<H", checksum)
    return struct.pack("<I", len(framed)) + framed


def _all() -> bytes:
    install = (b"WLZ=-0.312,SMH=201,STC=0,S1Z=1.652,S1X=0.412,S1Y=-0.028,S1H=0.080,S1R=0.013,S1P=-0.210,"
               b"S1N=32,APS=0,P1M=1,P1T=0,P1Q=1,P1X=0.000,P1Y=0.000,P1Z=0.000,P1D=0.000,P1G=WGS_84,"
               b"MSZ=0.000,MSX=0.000,MSY=0.000,MRP=RP,MSD=0,MSR=0.000,MSP=0.000,MSG=0.000,SHC=0,"
               b"OSV=SIS 4.3.2,DSV=2.1.4,SID=Thomas_Jefferson,")
    gga = b"$GPGGA,143205.00,4220.3412,N,07058.2217,W,4,14,0.7,2.31,M,-28.9,M,1.0,0412*5C\r\n"
    position = struct.pack("<iiHHHHBB", round(42.3390200 * 2e7), round(-70.9703617 * 1e7), 5, 412, 8740, 8752,
                           0x81, len(gga)) + gga
    return (_all_datagram(73, 0, struct.pack("<H", 0) + install)
            + _all_datagram(80, 1, position))


_ALL = _all()
_ALL_NAME = "0012_20260314_143205_Thomas_Jefferson.all"


# a Teledyne Reson .s7k: the file header record (7200) in its data record frame
def _s7k() -> bytes:
    data = (bytes.fromhex("3d1f6a0c8b2e4f51a7c90e2d6b18f3a4") + struct.pack("<HH", 1, 0)
            + bytes.fromhex("c4a97e21d35b4e0f9a8e71f2063bd5c8") + struct.pack("<II", 6, 1)
            + b"20260314_143205_TJ_L0012.s7k".ljust(64, b"\x00") + b"5.2.0.14".ljust(16, b"\x00")
            + b"OPR-B370-TJ-26 sheet 3".ljust(64, b"\x00")
            + b"Launch 2904, SeaBat T50-P, line 0012".ljust(128, b"\x00")
            + struct.pack("<IH", 7125, 0))
    size = 64 + len(data) + 4
    header = struct.pack("<HHIIIIHHfBB2xII2xH4xH6xII", 5, 60, 0x0000FFFF, size, 0, 0, 2026, 73, 5.0, 14, 32,
                         7200, 7125, 0, 1, 0, 0)
    checksum = sum(header + data) % 2 ** 32
    return header + data + struct.pack("<I", checksum)


_S7K = _s7k()
_S7K_NAME = "20260314_143205_TJ_L0012.s7k"


# a GSF file: the header record (the version string), then a comment record; each record its size and identifier,
# big-endian, its data padded to four bytes
def _gsf_record(record_id: int, data: bytes) -> bytes:
    data = data.ljust(-(-len(data) // 4) * 4, b"\x00")
    return struct.pack(">II", len(data), record_id) + data


def _gsf() -> bytes:
    comment = b"Processed in CARIS HIPS 12.1; TPU from the 2026 vessel configuration, line 0012"
    return (_gsf_record(1, b"GSF-v03.09".ljust(12, b"\x00"))
            + _gsf_record(6, struct.pack(">III", _KMALL_TIME + 3600, 0, len(comment) + 1) + comment + b"\x00"))


_GSF = _gsf()
_GSF_NAME = "H13385_0012_20260314_143205.gsf"

# NCEI's GEODAS sounding file of a survey: a header, then survey, latitude, longitude and depth (positive down)
_GEODAS = ("survey_id,lat,lon,depth\n"
           f"{_SURVEY},42.33902,-70.97036,11.4\n"
           f"{_SURVEY},42.33917,-70.97011,11.7\n"
           f"{_SURVEY},42.33931,-70.96988,12.3\n"
           f"{_SURVEY},42.33948,-70.96962,12.1\n"
           f"{_SURVEY},42.33966,-70.96940,13.0\n")
_GEODAS_NAME = f"{_SURVEY}.xyz"

# NCEI's ISO 19115-2 metadata of a survey, as the NOS WAF serves it
_ISO_XML = f"""<?xml version="1.0" encoding="UTF-8"?>
<gmi:MI_Metadata xmlns:gmi="http://www.isotc211.org/2005/gmi" xmlns:gmd="http://www.isotc211.org/2005/gmd" \
xmlns:gco="http://www.isotc211.org/2005/gco" xmlns:gml="http://www.opengis.net/gml/3.2" \
xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <gmd:fileIdentifier>
    <gco:CharacterString>{_SURVEY}</gco:CharacterString>
  </gmd:fileIdentifier>
  <gmd:language>
    <gco:CharacterString>eng; USA</gco:CharacterString>
  </gmd:language>
  <gmd:dateStamp>
    <gco:DateTime>2026-02-10T00:00:00</gco:DateTime>
  </gmd:dateStamp>
  <gmd:referenceSystemInfo>
    <gmd:MD_ReferenceSystem>
      <gmd:referenceSystemIdentifier>
        <gmd:RS_Identifier>
          <gmd:code>
            <gco:CharacterString>EPSG:4269</gco:CharacterString>
          </gmd:code>
        </gmd:RS_Identifier>
      </gmd:referenceSystemIdentifier>
    </gmd:MD_ReferenceSystem>
  </gmd:referenceSystemInfo>
  <gmd:referenceSystemInfo>
    <gmd:MD_ReferenceSystem>
      <gmd:referenceSystemIdentifier>
        <gmd:RS_Identifier>
          <gmd:code>
            <gco:CharacterString>EPSG:5866</gco:CharacterString>
          </gmd:code>
        </gmd:RS_Identifier>
      </gmd:referenceSystemIdentifier>
    </gmd:MD_ReferenceSystem>
  </gmd:referenceSystemInfo>
  <gmd:identificationInfo>
    <gmd:MD_DataIdentification>
      <gmd:citation>
        <gmd:CI_Citation>
          <gmd:title>
            <gco:CharacterString>{_SURVEY}: NOS Hydrographic Survey, Approaches to Boston Harbor, Massachusetts, \
2025-09-22</gco:CharacterString>
          </gmd:title>
          <gmd:date>
            <gmd:CI_Date>
              <gmd:date>
                <gco:Date>2025-09-22</gco:Date>
              </gmd:date>
              <gmd:dateType>
                <gmd:CI_DateTypeCode codeList="http://www.isotc211.org/2005/resources/Codelist/gmxCodelists.xml#\
CI_DateTypeCode" codeListValue="publication">publication</gmd:CI_DateTypeCode>
              </gmd:dateType>
            </gmd:CI_Date>
          </gmd:date>
        </gmd:CI_Citation>
      </gmd:citation>
      <gmd:abstract>
        <gco:CharacterString>Multibeam and side scan survey of the approaches to Boston Harbor by NOAA Ship Thomas \
Jefferson, project {_SHEET.split('/')[0]}.</gco:CharacterString>
      </gmd:abstract>
      <gmd:extent>
        <gmd:EX_Extent>
          <gmd:geographicElement>
            <gmd:EX_GeographicBoundingBox>
              <gmd:westBoundLongitude>
                <gco:Decimal>-71.0210</gco:Decimal>
              </gmd:westBoundLongitude>
              <gmd:eastBoundLongitude>
                <gco:Decimal>-70.9180</gco:Decimal>
              </gmd:eastBoundLongitude>
              <gmd:southBoundLatitude>
                <gco:Decimal>42.3120</gco:Decimal>
              </gmd:southBoundLatitude>
              <gmd:northBoundLatitude>
                <gco:Decimal>42.3710</gco:Decimal>
              </gmd:northBoundLatitude>
            </gmd:EX_GeographicBoundingBox>
          </gmd:geographicElement>
        </gmd:EX_Extent>
      </gmd:extent>
    </gmd:MD_DataIdentification>
  </gmd:identificationInfo>
  <gmd:distributionInfo>
    <gmd:MD_Distribution>
      <gmd:distributionFormat>
        <gmd:MD_Format>
          <gmd:name>
            <gco:CharacterString>GEODAS_XYZ</gco:CharacterString>
          </gmd:name>
          <gmd:version gco:nilReason="unknown"/>
        </gmd:MD_Format>
      </gmd:distributionFormat>
      <gmd:distributionFormat>
        <gmd:MD_Format>
          <gmd:name>
            <gco:CharacterString>BAG</gco:CharacterString>
          </gmd:name>
          <gmd:version gco:nilReason="unknown"/>
        </gmd:MD_Format>
      </gmd:distributionFormat>
      <gmd:transferOptions>
        <gmd:MD_DigitalTransferOptions>
          <gmd:onLine>
            <gmd:CI_OnlineResource>
              <gmd:linkage>
                <gmd:URL>https://data.ngdc.noaa.gov/platforms/ocean/nos/coast/H12001-H14000/{_SURVEY}/GEODAS/\
{_SURVEY}.xyz.gz</gmd:URL>
              </gmd:linkage>
            </gmd:CI_OnlineResource>
          </gmd:onLine>
          <gmd:onLine>
            <gmd:CI_OnlineResource>
              <gmd:linkage>
                <gmd:URL>https://data.ngdc.noaa.gov/platforms/ocean/nos/coast/H12001-H14000/{_SURVEY}/BAG/\
{_BAG_ID}.bag</gmd:URL>
              </gmd:linkage>
            </gmd:CI_OnlineResource>
          </gmd:onLine>
        </gmd:MD_DigitalTransferOptions>
      </gmd:transferOptions>
    </gmd:MD_Distribution>
  </gmd:distributionInfo>
</gmi:MI_Metadata>
"""
_ISO_NAME = f"{_SURVEY}.xml"

# a CARIS sound velocity file: '[SVP_VERSION_2]', the file's name, a 'Section' line per cast (year-day, time,
# latitude and longitude), then depth and sound speed pairs; CR LF
_SVP = "\r\n".join([
    "[SVP_VERSION_2]",
    "TJ_2026-073_cast04.svp",
    "Section 2026-073 14:21:48 42:20:20.47 -70:58:13.30",
    "0.512000 1478.214000",
    "2.048000 1478.196000",
    "5.113000 1477.902000",
    "8.204000 1476.881000",
    "12.307000 1475.430000",
    ""])
_SVP_NAME = "TJ_2026-073_cast04.svp"

# a BAG's metadata: ISO 19115-2 with the BAG extension (bag:BAG_DataIdentification), kept in BAG_root/metadata
_BAG_XML = f"""<?xml version="1.0" encoding="UTF-8"?>
<gmi:MI_Metadata xmlns:bag="http://www.opennavsurf.org/schema/bag" xmlns:gco="http://www.isotc211.org/2005/gco" \
xmlns:gmd="http://www.isotc211.org/2005/gmd" xmlns:gmi="http://www.isotc211.org/2005/gmi" \
xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:xlink="http://www.w3.org/1999/xlink" \
xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <gmd:contact>
    <gmd:CI_ResponsibleParty>
      <gmd:organisationName>
        <gco:CharacterString>NOAA Ship Thomas Jefferson</gco:CharacterString>
      </gmd:organisationName>
    </gmd:CI_ResponsibleParty>
  </gmd:contact>
  <gmd:identificationInfo>
    <bag:BAG_DataIdentification>
      <gmd:citation>
        <gmd:CI_Citation>
          <gmd:title>
            <gco:CharacterString>{_BAG_ID}</gco:CharacterString>
          </gmd:title>
        </gmd:CI_Citation>
      </gmd:citation>
      <gmd:abstract>
        <gco:CharacterString>Project: {_SHEET.split('/')[0]}; Survey: {_SURVEY}; 1 m multibeam \
surface</gco:CharacterString>
      </gmd:abstract>
      <bag:verticalUncertaintyType>
        <bag:BAG_VertUncertCode codeList="http://www.opennavsurf.org/schema/bag/bagCodelists.xml#BAG_VertUncertCode" \
codeListValue="productUncert">productUncert</bag:BAG_VertUncertCode>
      </bag:verticalUncertaintyType>
    </bag:BAG_DataIdentification>
  </gmd:identificationInfo>
</gmi:MI_Metadata>
"""


# a BAG: the HDF5 superblock (version 0: signature, versions, sizes, B-tree K values, flags, the four addresses, the
# root group's symbol table entry), a local heap of BAG_root's names, the metadata's XML text; the rest zeros
def _bag() -> bytes:
    size, undef = 8192, 0xFFFFFFFFFFFFFFFF
    sb = (b"\x89HDF\r\n\x1a\n" + bytes([0, 0, 0, 0, 0, 8, 8, 0]) + struct.pack("<HHI", 4, 16, 0)
          + struct.pack("<QQQQ", 0, undef, size, undef)
          + struct.pack("<QQII", 0, 96, 1, 0) + struct.pack("<QQ", 136, 680))
    names = b"".join(name.ljust(-(-(len(name) + 1) // 8) * 8, b"\x00")
                     for name in [b"", b"BAG_root", b"metadata", b"elevation", b"uncertainty", b"tracking_list",
                                  b"Bag Version", b"1.6.3"])
    heap = b"HEAP" + bytes([0, 0, 0, 0]) + struct.pack("<QQQ", len(names), undef, 712) + names
    text = _BAG_XML.encode("ascii")
    return (sb.ljust(680, b"\x00") + heap).ljust(2048, b"\x00") + text.ljust(size - 2048, b"\x00")


_BAG = _bag()
_BAG_NAME = f"{_BAG_ID}.bag"


# NCEI's NOS hydrographic survey map service, a query's answer (ArcGIS REST, f=pjson, returnGeometry=False)
def _ms(year: int, month: int, day: int) -> int:
    return calendar.timegm((year, month, day, 0, 0, 0)) * 1000


_NOS_FIELDS = [("SURVEY_ID", "esriFieldTypeString", "Survey ID", 10),
               ("DATE_SURVEY_BEGIN", "esriFieldTypeDate", "Begin Date", 8),
               ("DATE_SURVEY_END", "esriFieldTypeDate", "End Date", 8),
               ("DATE_MODIFY_DATA", "esriFieldTypeDate", "Modify Data Date", 8),
               ("DATE_SURVEY_APPROVAL", "esriFieldTypeDate", "Survey Approval Date", 8),
               ("DATE_ADDED", "esriFieldTypeDate", "Date Added", 8),
               ("SURVEY_YEAR", "esriFieldTypeDouble", "Survey Year", None),
               ("DIGITAL_DATA", "esriFieldTypeString", "Digital Data?", 15),
               ("LOCALITY", "esriFieldTypeString", "Locality", 150),
               ("SUBLOCALITY", "esriFieldTypeString", "Sublocality", 150),
               ("PLATFORM", "esriFieldTypeString", "Platform Name", 150),
               ("PRODUCT_ID", "esriFieldTypeString", "Product ID", 24),
               ("BAGS_EXIST", "esriFieldTypeString", "BAGS_EXIST", 4),
               ("DOWNLOAD_URL", "esriFieldTypeString", "Download URL", 256),
               ("DECADE", "esriFieldTypeDouble", "Decade", None),
               ("PUBLISH", "esriFieldTypeString", "PUBLISH", 1),
               ("OBJECTID", "esriFieldTypeOID", "OBJECTID", None)]


def _nos_survey(survey: str, nos_range: str, dates: tuple, year: int, locality: str, sublocality: str,
                platform: str, bags: str, objectid: int) -> dict:
    begin, end, modify, approval, added = (_ms(*d) for d in dates)
    return {"attributes": {"SURVEY_ID": survey, "DATE_SURVEY_BEGIN": begin, "DATE_SURVEY_END": end,
                           "DATE_MODIFY_DATA": modify, "DATE_SURVEY_APPROVAL": approval, "DATE_ADDED": added,
                           "SURVEY_YEAR": year, "DIGITAL_DATA": "Yes", "LOCALITY": locality,
                           "SUBLOCALITY": sublocality, "PLATFORM": platform, "PRODUCT_ID": f"{survey}_MB",
                           "BAGS_EXIST": bags,
                           "DOWNLOAD_URL": f"https://www.ngdc.noaa.gov/nos/{nos_range}/{survey}.html",
                           "DECADE": year // 10 * 10, "PUBLISH": "Y", "OBJECTID": objectid}}


def _nos_query() -> str:
    fields = []
    for name, kind, alias, length in _NOS_FIELDS:
        field = {"name": name, "type": kind, "alias": alias}
        if length is not None:
            field["length"] = length
        fields.append(field)
    answer = {"displayFieldName": "SURVEY_ID",
              "fieldAliases": {name: alias for name, _, alias, _ in _NOS_FIELDS},
              "fields": fields,
              "features": [
                  _nos_survey(_SURVEY, "H12001-H14000", ((2025, 6, 3), (2025, 9, 22), (2026, 1, 28),
                                                          (2026, 1, 20), (2026, 2, 10)), 2025, "Massachusetts",
                              "Approaches to Boston Harbor", "NOAA Ship Thomas Jefferson", "TRUE", 41872),
                  _nos_survey("H11501", "H10001-H12000", ((2006, 5, 9), (2006, 8, 30), (2008, 3, 4),
                                                          (2008, 2, 26), (2008, 3, 11)), 2006, "Massachusetts",
                              "Boston Harbor", "NOAA Ship Thomas Jefferson", "TRUE", 30215),
                  _nos_survey("W00612", "W00001-W02000", ((2024, 7, 15), (2024, 8, 2), (2025, 4, 17),
                                                          (2025, 4, 1), (2025, 4, 22)), 2024, "Massachusetts",
                              "Nantasket Roads", "R/V Bay Hydro II", "TRUE", 40988)]}
    return json.dumps(answer, indent=1, separators=(",", " : ")) + "\n"


_NOS_JSON = _nos_query()
_NOS_NAME = "nos_hydro_dynamic_layer0_query.json"

# a surveyor's grade sheet as typed after a sheet's review: surveyor, date, project, cell or survey, grade (A-D),
# TVU at 95% (m), coverage (%), QC flag: eight fields a line
_GRADE_SHEET = (f"mdelgado 2026-03-14 OPR-B370-TJ-26 {_SURVEY} A 0.31 100 ok\n"
                f"mdelgado 2026-03-14 OPR-B370-TJ-26 {_CELL} B 0.52 87 holidays\n"
                f"mdelgado 2026-03-14 OPR-B370-TJ-26 {_CELL2} C 0.94 61 fliers\n"
                "mdelgado 2026-03-14 OPR-B370-TJ-26 W00612 B 0.47 100 ok\n")
# a panel member's ballot for the adequacy review, as typed: member, review, place, cell or survey, proposed action
_BALLOT = (f"okafor HSD-adequacy/2026-03 1 {_CELL} resurvey\n"
           f"okafor HSD-adequacy/2026-03 2 {_CELL2} resurvey\n"
           f"okafor HSD-adequacy/2026-03 3 {_SURVEY} watch\n"
           "okafor HSD-adequacy/2026-03 4 W00612 adequate\n")
# the panel's vote tally as its chair types it: cell or survey, review, resurvey, watch and adequate votes, decision:
# six fields a line
_VOTE_TALLY = (f"{_CELL} HSD-adequacy/2026-03 8 1 0 resurvey\n"
               f"{_CELL2} HSD-adequacy/2026-03 6 3 0 resurvey\n"
               f"{_SURVEY} HSD-adequacy/2026-03 2 6 1 watch\n"
               "W00612 HSD-adequacy/2026-03 0 2 7 adequate\n")


def hundredseventeenth_bar_hydrography_cases() -> list[Case]:
    G = HUNDREDSEVENTEENTH_HYDROGRAPHY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="survey_scores", judgements="panel_decisions", runs=_RECS3,
        stem="priorities", outputs=_OUT, item="cell or survey", rounded="surveyor_grades",
        weights="{'surveyor_grades': 2.0, 'catzoc_age': 1.5, 'panel_votes': 1.0, 'traffic_density': 0.5}",
        lone_query="R['catzoc_age']['region:Alaska/Kachemak-Bay'] = {'US4AK5GM': 0.9, 'H13512': 0.4}\n",
        trust="surveyor_grades 2\ncatzoc_age 1\npanel_votes 1\n",
        trust_dict="{'surveyor_grades': 2, 'catzoc_age': 1, 'panel_votes': 1}",
        texts={
            "rrf": ("u117b_rrf_survey_scores",
                    "rankagg.fuse({source: {region, season or review: {cell or survey: score}}}, method='rrf'): the "
                    "CATZOC and survey-age scores, the total vertical uncertainty, the traffic density, the "
                    "surveyors' grades and the panel's votes, six rankings ('region:Northeast/Massachusetts-Bay'), "
                    f"ENC cells by name ('{_CELL}', '{_CELL2}'), surveys by registry number ('{_SURVEY}', "
                    f"'W00612'), a survey's BAG ('{_BAG_ID}'), a project's sheet ('{_SHEET}'), NCEI's and a "
                    "neighbouring office's entries ('hsmdb:H11501', 'chs:CA476135')"),
            "borda": ("u117b_borda_sheet_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): sheets processed this week that have no grade, no traffic "
                      "count and no votes yet, so some sources have no score for them"),
            "combsum": ("u117b_combsum_rounded_surveyor_grades",
                        "rankagg.fuse(..., method='combsum'): the surveyors' A to D grades turned to scores at one "
                        "decimal (many ties), beside the CATZOC and survey-age scores and the votes"),
            "fuser": ("u117b_weighted_fuser_surveyor_grades",
                      "rankagg.Fuser('rrf', weights=...) per region, season and review: the surveyors' grades count "
                      "2, the CATZOC and survey-age scores 1.5, the panel's votes 1 and the traffic density 0.5, as "
                      "the office's policy puts a surveyor's reading of the surface first"),
            "frame": ("u117b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the cell's adequacy "
                      "tracker, a row per region, cell or survey and source"),
            "evaluate": ("u117b_evaluate_panel_decisions",
                         "rankagg.evaluate(fused ranking, the panel's decisions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the cells the panel sent for resurvey first"),
            "lone": ("u117b_new_region_only_catzoc",
                     "rankagg.fuse(..., method='rrf'): a region added this morning that only the CATZOC and "
                     "survey-age scores cover so far (no traffic count, no grade, no votes), beside regions, "
                     "seasons and reviews every source covers"),
            "cli_rrf": ("u117b_cli_rrf_runs",
                        "rankagg fuse catzoc_age.run surveyor_grades.run panel_votes.run --method rrf "
                        "-o priorities.run: one run per source, regions, seasons and reviews as queries"),
            "cli_borda": ("u117b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the surveyors' "
                          "grades count double)"),
            "cli_combsum": ("u117b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four cells or surveys a ship's season "
                            "can take on, at most"),
            "cli_evaluate": ("u117b_cli_evaluate_panel_qrels",
                             "rankagg evaluate priorities.run --qrels panel_decisions.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the panel's decisions (2 resurvey next season, 1 watch list, "
                             "0 adequate as charted)"),
            "cli_parquet": ("u117b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o priorities.parquet: gzipped runs from the "
                            "office's nightly adequacy job, a Parquet table for the planning dashboard")})

    # --- the office's files given where runs are read: named by their format or tool ---------------------------------
    cases += files_as_runs(cli_bad, [
        ("u117b_s57_enc_cell_as_run", "an S-57 ENC cell, .000 (ISO 8211: the DDR leader '...3LE1 09... ! 5504', "
         "the '0000' tree '0001DSIDDSIDDSSI...', DSID, DSSI, DSPM, then an M_QUAL feature with CATZOC, SURSTA and "
         "SUREND; binary subfields)", _ENC_NAME, _ENC, "S-57", _ENC_NAME),
        ("u117b_kongsberg_kmall_as_run", "a Kongsberg raw file, .kmall (binary datagrams: '#IIP' with the "
         "installation text 'OSCV:Empty,EMXV:EM2040P,...', '#SPO' with a position and its GGA, each framed by its "
         "length)", _KMALL_NAME, _KMALL, "kmall", _KMALL_NAME),
        ("u117b_kongsberg_all_as_run", "a Kongsberg raw file, .all (binary datagrams: the installation parameters "
         "'I' with 'WLZ=-0.312,SMH=201,S1Z=...', a position 'P', each with STX, ETX and a checksum)", _ALL_NAME, _ALL,
         "Kongsberg", _ALL_NAME),
        ("u117b_reson_s7k_as_run", "a Teledyne Reson 7k file, .s7k (the data record frame: version 5, offset 60, "
         "sync pattern 0x0000FFFF, record 7200, device 7125, then the file header record and a checksum)", _S7K_NAME,
         _S7K, "s7k", _S7K_NAME),
        ("u117b_gsf_as_run", "a Generic Sensor Format file, .gsf (big-endian records: the header record "
         "'GSF-v03.09', a comment record)", _GSF_NAME, _GSF, "GSF", _GSF_NAME),
        ("u117b_ncei_geodas_xyz_as_run", "NCEI's GEODAS sounding file of a survey, .xyz ('survey_id,lat,lon,depth', "
         f"then '{_SURVEY},42.33902,-70.97036,11.4': one comma-separated field a line)", _GEODAS_NAME, _GEODAS,
         "XYZ", f"{_GEODAS_NAME}:1"),
        ("u117b_ncei_iso19115_xml_as_run", "NCEI's ISO 19115-2 metadata of a survey (XML: '<gmi:MI_Metadata "
         "xmlns:gmi=...>', fileIdentifier, dateStamp, two MD_ReferenceSystem, the title and bounding box, the "
         "formats GEODAS_XYZ and BAG with their URLs)", _ISO_NAME, _ISO_XML, "ISO 19115",
         named_at(_ISO_NAME, _ISO_XML)),
        ("u117b_surveyor_grade_sheet_as_run", "a surveyor's grade sheet as typed (eight fields a line: surveyor, "
         "date, project, cell or survey, grade A-D, TVU at 95%, coverage, QC flag)", "grades_mdelgado_2026-03-14.txt",
         _GRADE_SHEET, "grade sheet", "grades_mdelgado_2026-03-14.txt:1"),
        ("u117b_panel_ballot_as_run", "a panel member's ballot for the adequacy review as typed (five fields a line: "
         "member, review, place, cell or survey, proposed action)", "ballot_okafor_2026-03.txt", _BALLOT, "ballot",
         "ballot_okafor_2026-03.txt:1"),
        ("u117b_panel_vote_tally_as_run", "the panel's vote tally as its chair types it (six fields a line: cell or "
         "survey, review, resurvey, watch and adequate votes, decision)", "vote_tally_2026-03.txt", _VOTE_TALLY,
         "vote tally", "vote_tally_2026-03.txt:1")],
        one_run=("panel_votes.run", _ONE_RUN), stem="priorities",
        text_why="trec_eval refuses a line of other than six fields, and the six of a vote tally (a cell, a review, "
                 "three vote counts and a decision) are not a run's; the file is the field's own, named by what it "
                 "is (a field count or a generic note says nothing the office can act on)",
        binary_why="trec_eval reads text; an S-57 cell, a Kongsberg, 7k or GSF raw file read as lines gives no "
                   "ranking (GDAL, SIS, MB-System or CARIS opens it): named by what it is")

    # --- the judgements the office gives ------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u117b_panel_vote_tally_as_qrels", "vote_tally_2026-03.txt", _VOTE_TALLY, "vote tally"),
        ("u117b_s57_catalog_031_as_qrels", _CATALOG_NAME, _CATALOG, "S-57"),
        ("u117b_caris_svp_as_qrels", _SVP_NAME, _SVP, "CARIS"),
        ("u117b_bag_as_qrels", _BAG_NAME, _BAG, "BAG")],
        one_run=("panel_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u117b_panel_vote_tally_as_qrels": "the panel's vote tally as typed, six fields a line",
            "u117b_s57_catalog_031_as_qrels": "an S-57 exchange set's catalogue, CATALOG.031 (ISO 8211: the CATD "
                                              f"records 'CD', the file '{_CELL}\\{_CELL}.000', 'BIN', the "
                                              "bounds and the CRC)",
            "u117b_caris_svp_as_qrels": "a CARIS sound velocity file, .svp ('[SVP_VERSION_2]', the file's name, "
                                        "'Section 2026-073 14:21:48 42:20:20.47 -70:58:13.30', then 'depth speed' "
                                        "pairs; CR LF)",
            "u117b_bag_as_qrels": "a Bathymetry Attributed Grid, .bag (HDF5: the superblock, BAG_root, its "
                                  "ISO 19115-2 metadata with bag:BAG_DataIdentification)"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u117b_out_s57_enc_000", "Massachusetts-Bay_priorities.000", "an S-57 ENC cell (.000, as GDAL, OpenCPN "
         "and the chart producers' tools open it)"),
        ("u117b_out_bag", "Massachusetts-Bay_priorities.bag", "a BAG (.bag, as GDAL, CARIS and QPS open it)"),
        ("u117b_out_kongsberg_kmall", "Massachusetts-Bay_priorities.kmall", "a Kongsberg raw file (.kmall, as SIS, "
         "MB-System and CARIS read it)"),
        ("u117b_out_gsf", "Massachusetts-Bay_priorities.gsf", "a Generic Sensor Format file (.gsf, as GSFlib, "
         "MB-System and CARIS read it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=117"))

    # --- the office's documents and tables given to the API -----------------------------------------------------------
    cases += [
        bad("u117b_api_ncei_nos_hydro_query_json",
            "rankagg.fuse(json.load(nos_hydro_dynamic_layer0_query.json)): NCEI's NOS hydrographic survey map "
            "service's answer (gis.ngdc.noaa.gov/arcgis/rest/services/web_mercator/nos_hydro_dynamic/MapServer/0/"
            "query?f=pjson), loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "ArcGIS", why="a run maps a query to {document: score}; an ArcGIS query answer is a feature set "
            "(displayFieldName, fieldAliases, fields, features of attributes: SURVEY_ID, the survey's dates, "
            "LOCALITY, PLATFORM, BAGS_EXIST, DOWNLOAD_URL), no query and no ranking",
            files={"r.json": _NOS_JSON}),
        bad("u117b_api_geodas_xyz_frame",
            "rankagg.fuse(pd.read_csv(H13385.xyz)): NCEI's GEODAS soundings of a survey read by pandas "
            "(survey_id, lat, lon, depth columns) given as runs",
            "import pandas as pd, rankagg\n"
            "rankagg.fuse(pd.read_csv('H13385.xyz'), method='borda')\n",
            "XYZ", why="a table of runs has qid, docid, run and score columns; a sounding file has a sounding a row "
            "(the survey, its latitude, longitude and depth), no query, document, run or score",
            files={"H13385.xyz": _GEODAS}),
    ]
    return cases
