"""Issue 45's ninety-third bar of scripts/reliability_matrix.py, an amateur astronomy club's astrophotography
committee, ranking members' images and imaging sessions per target, month, equipment class and the "image of the
month" poll from judges' scores, frame statistics (FWHM, star counts, SNR), guiding RMS and the committee's votes (its
cases, ids ``u93a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner,
the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each target, month, equipment class, poll or session (``target:M42/2026-02``, the object, then the
month; ``class:2026-02/refractor-mono``; ``poll:iotm/2026-02``; ``session:2026-02-14/dark-site``) is a query and each
entered image a document (``entry:2026-02/deepsky/M42/0143``, the month, the category, the target, then the
committee's entry number); the runs are the judges' scores, the committee's votes, the frame statistics (FWHM, stars,
SNR from the members' subframes) and the guiding quality (RMS from the guide logs), turned to scores in [0, 1] at
four decimals.  They are fused with RRF, Borda and CombSUM, the committee's votes weighted highest (the club's rules
give the committee the last word), and judged against the committee's decisions (2 image of the month or class
winner, 1 commended, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are
read (a FITS light frame as N.I.N.A. writes it, a PixInsight XISF master, a SER video from a planetary camera,
PHD2's guide log, the N.I.N.A. Session Metadata plugin's ImageMetaData.csv, AstroBin's API answer (JSON), a Siril
sequence file (.seq, with its registration data: FWHM, roundness, stars), the judges' score sheet, a committee
member's ballot and the poll's vote tally as the secretary types them), and outputs named for the field's files (a
FITS stack, an XISF master, a SER video, the Session Metadata plugin's ImageMetaData.json).
(Checked: FITS's 80-character cards in 2880-byte blocks (SIMPLE first, END last, strings quoted from column 11, other
values right-aligned to column 30) and the keywords N.I.N.A. and SGP write (IMAGETYP, EXPOSURE, EXPTIME, DATE-LOC,
DATE-OBS, XBINNING, GAIN, OFFSET, CCD-TEMP, INSTRUME, TELESCOP, FOCALLEN, FILTER, OBJECT, OBJCTRA, OBJCTDEC) from
readers of those headers and test headers; N.I.N.A.'s 'C# FITS' comment on SIMPLE and its SWCREATE string are from
memory, not checked.  XISF: the 16-byte preamble 'XISF0100', the XML header's length (uint32, little-endian) and four
reserved zero bytes, then the XML header with its PixInsight comment, the xisf root in the
http://www.pixinsight.com/xisf namespace, Image (geometry, sampleFormat, bounds, colorSpace,
location="attachment:POS:SIZE") and FITSKeyword elements, from PCL's XISF module, libXISF and readers' fixtures.  SER:
the 178-byte header ('LUCAM-RECORDER', LuID, ColorID 8 = RGGB, LittleEndian, width, height, bits per plane, frame
count, observer, instrument and telescope in 40 bytes each, the local and UTC start as .NET ticks, little-endian)
from SER readers and writers (Siril's magic test, struct '<14s7I40s40s40sQQ').  PHD2's guide log: its first line
('PHD2 version ... Log version 2.5. Log enabled at ...'), a blank line, 'Guiding Begins at', the settings lines, the
header 'Frame,Time,mount,dx,dy,RARawDistance,...,StarMass,SNR,ErrorCode' and the frames' rows from a real ASIAIR
PHD2 log (metalglove/astro-guiding-performance, data/PHD2_GuideLog_2022-03-18_210258.txt); the '[Windows]' after
the version is from a log analyser's fixture, not checked.  The Session Metadata plugin's ImageMetaData.csv: its
columns and their order from the plugin's ImageMetaDataRecord (tcpalmer/nina.plugin.sessionmetadata,
SessionMetaDataWatcher.cs, written with CsvHelper, ExposureStart as yyyy-MM-dd HH:mm since 2.4.0); the FilePath's
form is illustrative.  AstroBin's API v1 image list: meta (limit, next, offset, previous, total_count) and objects
with id, hash, title, user, published, ..., imaging_telescopes, imaging_cameras, likes, views, resource_uri, from a
client's model classes; trimmed, the values illustrative.  Siril's sequence file: the two comment lines, 'S' (name,
start, images, selected, fixed length, reference, version 6, variable size, fz, drizzle), 'L', 'I index included'
and the registration lines 'R0 fwhm wfwhm roundness quality background stars H ...' from Siril's writeseqfile and
sequence files written by scripts for Siril 1.4.  Left out, as they could not be checked here: SharpCap's capture
settings text and its session logs, N.I.N.A.'s own log and sequence JSON, FireCapture's settings file,
DeepSkyStacker's .dssfilelist, PixInsight's SubframeSelector CSV, TIFF/PNG/JPEG finals (generic image formats, no
field-specific bytes); the score sheet, the ballot and the vote tally are typed here as the committee writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYTHIRD_ASTROIMAGING = ("45 Unseen inputs: a ninety-third bar, an amateur astronomy club's astrophotography "
                            "committee ranking members' images and imaging sessions per target, month, equipment "
                            "class and the image-of-the-month poll from judges' scores, frame statistics, guiding RMS "
                            "and the committee's votes (FITS, XISF and SER files, PHD2's guide log, N.I.N.A.'s "
                            "Session Metadata CSV, AstroBin's JSON, a Siril sequence file, score sheets, ballots and "
                            "vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['judge_scores', 'committee_votes', 'frame_stats', 'guiding_quality'],
    items=['entry:2026-02/deepsky/M42/0143', 'entry:2026-02/deepsky/M42/0151', 'entry:2026-02/deepsky/NGC2237/0162',
           'entry:2026-02/planetary/Jupiter/0137', 'entry:2026-02/planetary/Jupiter/0158',
           'entry:2026-02/widefield/Orion/0149', 'entry:2026-02/lunar/Moon/0166', 'entry:2026-02/deepsky/M81/0170'],
    queries=['target:M42/2026-02', 'month:2026-02/deepsky', 'class:2026-02/refractor-mono', 'poll:iotm/2026-02',
             'target:Jupiter/2026-02', 'session:2026-02-14/dark-site'],
    suffix='/late-uploads', generator='imaging_scores', judgements='committee_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "imaging_scores", "iotm_rankings.run")

_RECS3 = ["judge_scores", "committee_votes", "frame_stats"]
_OUT = ("iotm_rankings.run",)
_ONE_RUN = ("target:M42/2026-02 Q0 entry:2026-02/deepsky/M42/0143 1 0.9120 committee_votes\n"
            "target:M42/2026-02 Q0 entry:2026-02/deepsky/M42/0151 2 0.8635 committee_votes\n")


# the team's files, as N.I.N.A., PixInsight, the planetary capture tools, PHD2, AstroBin, Siril and the secretary write
# them
# a FITS light frame as N.I.N.A. saves it: 80-character cards (keyword padded to 8, '= ', strings quoted from column
# 11 and padded to 8 characters, other values right-aligned to column 30, ' / ' and the comment), END, the header
# padded with spaces to 2880 bytes, then the first block of 16-bit big-endian pixels (BZERO 32768); the rest left out
def _card(key: str, value: object = None, comment: str = "") -> bytes:
    if key == "END":
        return b"END".ljust(80)
    if isinstance(value, bool):
        text = ("T" if value else "F").rjust(20)
    elif isinstance(value, str):
        text = ("'" + value.ljust(8) + "'").ljust(20)
    else:
        text = str(value).rjust(20)
    return (f"{key:<8}= {text} / {comment}").ljust(80)[:80].encode("ascii")


def _fits_light() -> bytes:
    cards = [_card("SIMPLE", True, "C# FITS"), _card("BITPIX", 16, ""), _card("NAXIS", 2, "Dimensionality"),
             _card("NAXIS1", 6248, ""), _card("NAXIS2", 4176, ""), _card("BZERO", 32768, ""),
             _card("EXTEND", True, "Extensions are permitted"), _card("IMAGETYP", "LIGHT", "Type of exposure"),
             _card("EXPOSURE", 180.0, "[s] Exposure duration"), _card("EXPTIME", 180.0, "[s] Exposure duration"),
             _card("DATE-LOC", "2026-02-14T22:41:07.412", "Time of observation (local)"),
             _card("DATE-OBS", "2026-02-14T21:41:07.412", "Time of observation (UTC)"),
             _card("XBINNING", 1, "X axis binning factor"), _card("YBINNING", 1, "Y axis binning factor"),
             _card("GAIN", 100, "Sensor gain"), _card("OFFSET", 50, "Sensor gain offset"),
             _card("INSTRUME", "ZWO ASI2600MM Pro", "Imaging instrument name"),
             _card("CCD-TEMP", -10.0, "[degC] CCD temperature"),
             _card("TELESCOP", "Askar FRA400", "Name of telescope"), _card("FOCALLEN", 400.0, "[mm] Focal length"),
             _card("FILTER", "L", "Active filter name"), _card("OBJECT", "M 42", "Name of the object of interest"),
             _card("OBJCTRA", "05 35 17", "[H M S] RA of imaged object"),
             _card("OBJCTDEC", "-05 23 28", "[D M S] Declination of imaged object"),
             _card("SWCREATE", "N.I.N.A. 3.1.2.9001 (x64)", "Software that created this file"), _card("END")]
    header = b"".join(cards)
    header += b" " * (-len(header) % 2880)
    pixels = struct.pack(">1440h", *[(812 + 37 * (i % 29) + 5 * (i % 7)) - 32768 for i in range(1440)])
    return header + pixels


_FITS = _fits_light()
_FITS_NAME = "2026-02-14_22-41-07_L_-10.00_180.00s_0007.fits"


# a PixInsight XISF master (monolithic): 'XISF0100', the XML header's length (uint32, little-endian), four reserved
# zero bytes, the XML header (declaration, PixInsight's comment, the xisf root, one Image with FITSKeyword elements,
# the Metadata), then the attached pixels (Float32) at the position the header names; the rest left out
def _xisf_master() -> bytes:
    xml = ('<?xml version="1.0" encoding="UTF-8"?>\n<!--\nExtensible Image Serialization Format - XISF version 1.0\n'
           'Created with PixInsight software - http://pixinsight.com/\n-->\n'
           '<xisf version="1.0" xmlns="http://www.pixinsight.com/xisf" '
           'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
           'xsi:schemaLocation="http://www.pixinsight.com/xisf http://pixinsight.com/xisf/xisf-1.0.xsd">'
           '<Image geometry="6248:4176:1" sampleFormat="Float32" bounds="0:1" colorSpace="Gray" '
           'location="attachment:4096:104366592">'
           '<FITSKeyword name="IMAGETYP" value="\'Master Light\'" comment="Type of image"/>'
           '<FITSKeyword name="OBJECT" value="\'M 42\'" comment="Name of the object of interest"/>'
           '<FITSKeyword name="FILTER" value="\'L\'" comment="Active filter name"/>'
           '<FITSKeyword name="EXPTIME" value="180." comment="[s] Exposure duration"/>'
           '<FITSKeyword name="NCOMBINE" value="62" comment="Number of combined images"/>'
           '</Image><Metadata>'
           '<Property id="XISF:CreationTime" type="String">2026-02-16T19:04:51Z</Property>'
           '<Property id="XISF:CreatorApplication" type="String">PixInsight 1.8.9-3</Property>'
           '</Metadata></xisf>').encode("utf-8")
    head = b"XISF0100" + struct.pack("<I", len(xml)) + b"\x00" * 4 + xml
    head += b"\x00" * (4096 - len(head))
    return head + struct.pack("<256f", *[0.0521 + 0.0003 * (i % 17) for i in range(256)])


_XISF = _xisf_master()
_XISF_NAME = "masterLight_BIN-1_6248x4176_EXPOSURE-180.00s_FILTER-L_mono.xisf"


# a SER video from a planetary camera: the 178-byte header ('LUCAM-RECORDER', LuID 0, ColorID 8 (RGGB), LittleEndian
# 0, width, height, 8 bits per plane, the frame count, observer, instrument and telescope in 40 bytes each, the
# start in .NET ticks local then UTC), then the first frame's first bytes; the rest (and the timestamps) left out
def _ser_video() -> bytes:
    ticks_utc = 639_066_985_380_000_000   # 2026-02-14 20:42:18 UTC in 100 ns ticks since 0001-01-01
    head = struct.pack("<14s7i40s40s40sqq", b"LUCAM-RECORDER", 0, 8, 0, 640, 480, 8, 6000,
                       b"R. Kowalski", b"ZWO ASI462MC", b"C9.25 + 2.5x Powermate", ticks_utc + 36_000_000_000,
                       ticks_utc)
    return head + bytes((17 + 3 * (i % 41) + (i // 640)) % 256 for i in range(2048))


_SER = _ser_video()
_SER_NAME = "Jupiter_2026-02-14_21_42_18.ser"

# PHD2's guide log as it writes it: the version line, a blank line, 'Guiding Begins at', the settings, the frames'
# header, INFO lines and the frames' rows
_PHD2_LOG = (
    "PHD2 version 2.6.13 [Windows], Log version 2.5. Log enabled at 2026-02-14 20:31:12\n\n"
    "Guiding Begins at 2026-02-14 21:38:44\n"
    "Dither = both axes, Dither scale = 1.000, Image noise reduction = none, Guide-frame time lapse = 0, Server "
    "enabled\n"
    "Pixel scale = 3.87 arc-sec/px, Binning = 1, Focal length = 200 mm\n"
    "Camera = ZWO ASI120MM Mini, gain = 95, full size = 1280 x 960, have dark, dark exposure = 2000, no defect map, "
    "pixel size = 3.8 um\n"
    "Exposure = 2000 ms\n"
    "Frame,Time,mount,dx,dy,RARawDistance,DECRawDistance,RAGuideDistance,DECGuideDistance,RADuration,RADirection,"
    "DECDuration,DECDirection,XStep,YStep,StarMass,SNR,ErrorCode\n"
    "INFO: SETTLING STATE CHANGE, Settling started\n"
    "1,2.104,\"Mount\",0.212,-0.148,0.231,0.118,0.162,0.000,214,W,0,,,,2318,34.61,0\n"
    "2,4.215,\"Mount\",-0.091,0.064,-0.104,-0.043,0.000,0.000,0,,0,,,,2290,34.12,0\n"
    "3,6.329,\"Mount\",0.137,0.206,0.219,-0.127,0.153,-0.127,202,W,96,N,,,2355,34.98,0\n")
_PHD2_NAME = "PHD2_GuideLog_2026-02-14_203112.txt"

# the N.I.N.A. Session Metadata plugin's ImageMetaData.csv: its header (CsvHelper, the record's properties in order),
# then a row per saved light
_NINA_CSV = (
    "ExposureNumber,FilePath,FilterName,ExposureStart,Duration,Binning,CameraTemp,CameraTargetTemp,Gain,Offset,"
    "ADUStDev,ADUMean,ADUMedian,ADUMin,ADUMax,DetectedStars,HFR,HFRStDev,FWHM,Eccentricity,GuidingRMS,"
    "GuidingRMSArcSec,GuidingRMSRA,GuidingRMSRAArcSec,GuidingRMSDEC,GuidingRMSDECArcSec,FocuserPosition,FocuserTemp,"
    "RotatorPosition,PierSide,Airmass,ExposureStartUTC,MountRA,MountDec,ImageType\n"
    "7,2026-02-14_22-41-07_L_-10.00_180.00s_0007.fits,L,2026-02-14 22:41,180,1x1,-10,-10,100,50,61.2214,1208.4462,"
    "1196,1012,65535,1843,2.1437,0.4418,3.0112,0.4721,0.3804,0.5617,0.2641,0.39,0.2705,0.3994,21344,4.2,0,West,"
    "1.4126,2026-02-14T21:41:07.412Z,83.8221,-5.3911,LIGHT\n"
    "8,2026-02-14_22-44-11_L_-10.00_180.00s_0008.fits,L,2026-02-14 22:44,180,1x1,-10,-10,100,50,60.8871,1211.0936,"
    "1199,1009,65535,1791,2.2214,0.4602,3.1408,0.4955,0.4417,0.6522,0.3118,0.4604,0.3129,0.462,21344,4.1,0,West,"
    "1.4311,2026-02-14T21:44:11.087Z,83.8221,-5.3911,LIGHT\n")
_NINA_NAME = "ImageMetaData.csv"

# AstroBin's API v1 answer (GET /api/v1/image/?user=...&format=json): meta, then the images, trimmed; compact
_ASTROBIN = json.dumps({
    "meta": {"limit": 20, "next": None, "offset": 0, "previous": None, "total_count": 2},
    "objects": [
        {"id": 1184032, "hash": "k3v9qz", "title": "M42 - the Great Orion Nebula in L", "user": "rkowalski",
         "published": "2026-02-16T19:40:12.481927", "updated": "2026-02-17T08:02:55.113604",
         "uploaded": "2026-02-16T19:31:48.902211", "is_solved": True, "solution_status": "SUCCESS",
         "ra": "83.822", "dec": "-5.391", "pixscale": "1.940", "w": 6248, "h": 4176,
         "url_hd": "https://cdn.astrobin.com/thumbs/k3v9qz_hd.jpg", "comments": 4, "likes": 37, "views": 612,
         "imaging_telescopes": ["Askar FRA400"], "imaging_cameras": ["ZWO ASI2600MM Pro"], "data_source": "BACKYARD",
         "subjects": ["M42", "M43"], "license": 0, "license_name": "ALL_RIGHTS_RESERVED",
         "resource_uri": "/api/v1/image/1184032/"},
        {"id": 1184517, "hash": "p8d2wm", "title": "Jupiter and the GRS, 14 Feb", "user": "mnowak",
         "published": "2026-02-15T10:12:03.557120", "updated": "2026-02-15T10:12:03.557120",
         "uploaded": "2026-02-15T10:05:41.220873", "is_solved": False, "solution_status": None,
         "ra": None, "dec": None, "pixscale": None, "w": 1200, "h": 1200,
         "url_hd": "https://cdn.astrobin.com/thumbs/p8d2wm_hd.jpg", "comments": 2, "likes": 21, "views": 304,
         "imaging_telescopes": ["Celestron C9.25"], "imaging_cameras": ["ZWO ASI462MC"],
         "data_source": "BACKYARD", "subjects": ["Jupiter"], "license": 0, "license_name": "ALL_RIGHTS_RESERVED",
         "resource_uri": "/api/v1/image/1184517/"}]}, separators=(",", ":"))
_ASTROBIN_NAME = "astrobin_images_2026-02.json"

# a Siril sequence file after registration (Siril 1.4): the comments, 'S', 'L', the images' inclusion and the
# registration data per image (FWHM, weighted FWHM, roundness, quality, background, stars, then the homography)
_SIRIL_SEQ = (
    "#Siril sequence file. Contains list of images, selection, registration data and statistics\n"
    "#S 'sequence_name' start_index nb_images nb_selected fixed_len reference_image version variable_size fz_flag "
    "drizzle\n"
    "S 'r_pp_light_' 1 4 3 5 0 6 0 0 0\n"
    "L 1\n"
    "I 1 1\nI 2 1\nI 3 0\nI 4 1\n"
    "R0 2.84117 2.90235 0.912044 0 0.0213771 412 H 1 0 0 0 1 0 0 0 1\n"
    "R0 2.96208 3.0417 0.897315 0 0.0215038 398 H 1 0 4.1837 0 1 -2.7716 0 0 1\n"
    "R0 4.70352 5.12983 0.741902 0 0.0239144 211 H 0.999991 0.00412 11.204 -0.00412 0.999991 -6.8821 0 0 1\n"
    "R0 2.88431 2.93377 0.905561 0 0.0214412 405 H 1 0.00012 -3.0514 -0.00012 1 1.9277 0 0 1\n")
_SIRIL_NAME = "r_pp_light_.seq"

# the judges' score sheet as the secretary types it from the paper forms: entry number, judge's initials,
# composition, technique, processing, overall: six fields a line
_SCORE_SHEET = ("0143 jw 8 9 8 8.5\n0151 jw 7 8 8 7.5\n0137 ap 9 8 7 8.0\n0162 ap 6 7 7 6.5\n0149 tm 8 6 7 7.0\n")
# a committee member's ballot for the image of the month: member, place, entry number, title: four fields a line
_BALLOT = ("wisniewska 1 0143 m42-great-orion-nebula\nwisniewska 2 0137 jupiter-and-the-grs\n"
           "wisniewska 3 0162 rosette-in-ha\nwisniewska 4 0149 orion-wide-field\n")
# the poll's vote tally as the secretary counts it: poll, entry number, votes, first places, second places, share:
# six fields a line
_TALLY = ("IOTM-2026-02 0143 41 19 11 0.342\nIOTM-2026-02 0137 33 12 10 0.275\n"
          "IOTM-2026-02 0162 24 7 9 0.200\nIOTM-2026-02 0149 22 5 8 0.183\n")


def ninetythird_bar_astroimaging_cases() -> list[Case]:
    G = NINETYTHIRD_ASTROIMAGING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="imaging_scores", judgements="committee_decisions", runs=_RECS3,
        stem="iotm_rankings", outputs=_OUT, item="image", rounded="judge_scores",
        weights="{'judge_scores': 1.0, 'committee_votes': 2.0, 'frame_stats': 0.5, 'guiding_quality': 0.5}",
        lone_query="R['guiding_quality']['session:2026-02-21/remote-observatory'] = "
                   "{'entry:2026-02/deepsky/M81/0170': 0.9, 'entry:2026-02/deepsky/NGC2237/0162': 0.4}\n",
        trust="judge_scores 1\ncommittee_votes 2\nframe_stats 1\n",
        trust_dict="{'judge_scores': 1, 'committee_votes': 2, 'frame_stats': 1}",
        texts={
            "rrf": ("u93a_rrf_imaging_scores",
                    "rankagg.fuse({source: {target, month, class, poll or session: {image: score}}}, method='rrf'): "
                    "the judges' scores, the committee's votes, the frame statistics and the guiding quality, six "
                    "rankings ('target:M42/2026-02'), images as 'entry:2026-02/deepsky/M42/0143'"),
            "borda": ("u93a_borda_image_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a late upload no judge scored and whose subframes were "
                      "never measured, so some sources have no score for it"),
            "combsum": ("u93a_combsum_rounded_judge_scores",
                        "rankagg.fuse(..., method='combsum'): the judges' scores in half points at one decimal "
                        "(many ties), beside the committee's votes and the frame statistics"),
            "fuser": ("u93a_weighted_fuser_committee_votes",
                      "rankagg.Fuser('rrf', weights=...) per target and poll: the committee's votes count 2, as "
                      "the club's rules give the committee the last word"),
            "frame": ("u93a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the committee's sheet, a "
                      "row per target, image and source"),
            "evaluate": ("u93a_evaluate_committee_decisions",
                         "rankagg.evaluate(fused ranking, the committee's decisions, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the image of the month and the class winners first"),
            "lone": ("u93a_remote_session_only_guiding_quality",
                     "rankagg.fuse(..., method='rrf'): a session on the club's remote observatory only the guide "
                     "logs cover, beside targets every source covers"),
            "cli_rrf": ("u93a_cli_rrf_runs",
                        "rankagg fuse judge_scores.run committee_votes.run frame_stats.run --method rrf -o "
                        "iotm_rankings.run: one run per source, targets, months and polls as queries"),
            "cli_borda": ("u93a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the committee's "
                          "votes count double)"),
            "cli_combsum": ("u93a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four images shortlisted per poll"),
            "cli_evaluate": ("u93a_cli_evaluate_committee_decisions_qrels",
                             "rankagg evaluate iotm_rankings.run --qrels committee_decisions.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the committee's decisions (0-2)"),
            "cli_parquet": ("u93a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o iotm_rankings.parquet: gzipped runs from the "
                            "secretary's scripts, a Parquet table for the committee's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u93a_fits_light_as_run", "a FITS light frame as N.I.N.A. saves it (SIMPLE = T, BITPIX, NAXIS, ... IMAGETYP, "
         "EXPOSURE, OBJECT, END, 2880-byte blocks, then 16-bit pixels)", _FITS_NAME, _FITS, "FITS", _FITS_NAME),
        ("u93a_xisf_master_as_run", "a PixInsight XISF master ('XISF0100', the header's length, the XML header with "
         "Image and FITSKeyword, then Float32 pixels)", _XISF_NAME, _XISF, "XISF", _XISF_NAME),
        ("u93a_ser_video_as_run", "a SER video from a planetary camera ('LUCAM-RECORDER', the 178-byte header, then "
         "8-bit RGGB frames)", _SER_NAME, _SER, "SER", _SER_NAME),
        ("u93a_phd2_guide_log_as_run", "PHD2's guide log ('PHD2 version ..., Log version 2.5', 'Guiding Begins at', "
         "the settings, 'Frame,Time,mount,dx,dy,...', the frames' rows)", _PHD2_NAME, _PHD2_LOG, "PHD2",
         named_at(_PHD2_NAME, _PHD2_LOG)),
        ("u93a_nina_image_metadata_csv_as_run", "the N.I.N.A. Session Metadata plugin's ImageMetaData.csv "
         "(ExposureNumber, FilePath, FilterName, ... DetectedStars, HFR, FWHM, GuidingRMS, ... ImageType)", _NINA_NAME,
         _NINA_CSV, "N.I.N.A.", named_at(_NINA_NAME, _NINA_CSV)),
        ("u93a_astrobin_api_json_as_run", "AstroBin's API answer for a member's images (meta: limit, next, offset, "
         "total_count; objects: id, hash, title, user, ... likes, views, resource_uri)", _ASTROBIN_NAME, _ASTROBIN,
         "AstroBin", f"{_ASTROBIN_NAME}:1"),
        ("u93a_siril_seq_as_run", "a Siril sequence file after registration ('#Siril sequence file', S, L, 'I n 1', "
         "'R0 fwhm wfwhm roundness quality background stars H ...')", _SIRIL_NAME, _SIRIL_SEQ, "Siril",
         named_at(_SIRIL_NAME, _SIRIL_SEQ)),
        ("u93a_score_sheet_as_run", "the judges' score sheet as typed (six fields a line: entry number, judge, "
         "composition, technique, processing, overall)", "judges_scores_2026-02.txt", _SCORE_SHEET, "score sheet",
         "judges_scores_2026-02.txt:1"),
        ("u93a_committee_ballot_as_run", "a committee member's ballot as typed (four fields a line: member, place, "
         "entry number, title)", "ballot_wisniewska_iotm.txt", _BALLOT, "ballot", "ballot_wisniewska_iotm.txt:1"),
        ("u93a_vote_tally_as_run", "the poll's vote tally as the secretary counts it (six fields a line: poll, "
         "entry number, votes, first places, second places, share)", "iotm_tally_2026-02.txt", _TALLY, "vote tally",
         "iotm_tally_2026-02.txt:1")],
        one_run=("committee_votes.run", _ONE_RUN), stem="iotm_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a score sheet's six are an entry number, a "
                 "judge, three marks and the overall, not a run's; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a FITS, XISF or SER file read as lines gives no ranking: named by what it "
                   "is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u93a_committee_ballot_as_qrels", "ballot_wisniewska_iotm.txt", _BALLOT, "ballot"),
        ("u93a_vote_tally_as_qrels", "iotm_tally_2026-02.txt", _TALLY, "vote tally"),
        ("u93a_nina_image_metadata_csv_as_qrels", _NINA_NAME, _NINA_CSV, "N.I.N.A."),
        ("u93a_phd2_guide_log_as_qrels", _PHD2_NAME, _PHD2_LOG, "PHD2")],
        one_run=("committee_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u93a_out_fits", "IOTM_2026-02_M42_stack.fits", "a FITS image"),
        ("u93a_out_xisf", "IOTM_2026-02_winner.xisf", "a PixInsight XISF image"),
        ("u93a_out_ser", "Jupiter_2026-02-14_best.ser", "a SER video"),
        ("u93a_out_nina_image_metadata_json", "ImageMetaData.json",
         "the N.I.N.A. Session Metadata plugin's JSON")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=93"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u93a_api_astrobin_images_dict",
            "rankagg.fuse(json.load(astrobin_images_2026-02.json)): AstroBin's API answer for a member's images, "
            "loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "AstroBin", why="a run maps a query to {document: score}; AstroBin's answer is a page of images (meta: "
            "limit, offset, total_count; objects: each image's id, title, user, plate solution, likes and views)",
            files={"r.json": _ASTROBIN}),
        bad("u93a_api_nina_image_metadata_frame",
            "rankagg.fuse(pd.read_csv(ImageMetaData.csv)): the N.I.N.A. Session Metadata plugin's per-image table "
            "(ExposureNumber, FilePath, ... HFR, FWHM, GuidingRMS ...) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "N.I.N.A.", why="a table of runs has qid, docid, run and score columns; the Session Metadata plugin's "
            "table has a subframe a row (its file, filter, exposure, ADU statistics, stars, HFR, FWHM and guiding "
            "RMS)",
            files={"r.csv": _NINA_CSV}),
    ]
    return cases
