"""Issue 45's eighty-fifth bar of scripts/reliability_matrix.py, an amateur meteor observers' network (visual
observers and video camera stations) ranking observers and cameras per shower, night and year from meteor counts,
limiting magnitudes, effective observing time and detection rates (its cases, ids ``u85b_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: a shower's night, a shower's year, a camera's night is a query (``shower:imo/PER/2024/night/
2024-08-12`` the Perseids' night by IMO's shower code; ``camera-night:gmn/2024-08-12/PER`` the network's cameras that
night) and each observer or camera a document (``observer:imo/RENJU`` a visual observer by IMO's five-letter code,
``camera:gmn/US0001`` a Global Meteor Network station by its id, ``camera:cams/000451`` a CAMS camera by its number);
the runs are the visual observers' ZHRs from the Visual Meteor Database, the GMN stations' detection rates, the
UFOCapture stations' hits and the rates corrected to limiting magnitude 6.5, turned to scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, the VMD's ZHRs weighted highest (the IMO's checked reports),
and judged against the coordinator's grades (2 an observer or camera the coordinator ranks in the season's top two,
1 a reliable one, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are
read (the VMD's rate export, an RMS station's FTPdetectinfo, a UFOCapture clip's XML, the JPL/CNEOS Fireball Data
API's answer, an RMS FF file (FITS) and an archived FTPdetectinfo (.txt.bz2) from the same folders, and the night
log, count sheet and camera tally as typed), and outputs named for the field's files (an RMS FF .fits, RMS's
platepar .cal, a UFOCapture .xml, an FTPdetectinfo .txt).

Where the bytes were checked: the VMD rate export's header (Rate ID;User ID;Obs Session ID;Start Date;End Date;Ra;
Decl;Teff;F;Lm;Shower;Method;Number, ';'-separated) from scripts reading IMO's exports, and imo-vmdb's parser and
fixture tests/fixtures/rates.csv (its required columns, the dates as 'YYYY-MM-DD hh:mm:ss'); FTPdetectinfo from RMS's
writer (RMS/Formats/FTPdetectinfo.py: the 11 header lines, the 55-dash separator, the FF name, the calibration line,
the detection header '{:>4s} {:0>4d} {:0>4d} {:07.2f} 000.0 000.0  00.0 {:>5.1f} {:06.1f} {:06.1f}' and the
centroid lines' widths); UFOCapture's XML from tools that write it for UFOAnalyser (version="215", the y, mo, d, h,
m, s ... dropframe attributes in UFOCapture's order, ufocapture_paths and uc_path, the M<ymd>_<hms>_<loc>_<cam>.xml
name); the Fireball Data API's answer from its documentation and clients' saved answers (signature source and
version, count as a string, fields, data as arrays of strings, compact); the FF file's primary header keys from
RMS's FFfits.py (NROWS, NCOLS, NBITS, NFRAMES, FIRST, CAMNO, FPS, DATE-OBS, then image HDUs MAXPIXEL, MAXFRAME,
AVEPIXEL, STDPIXEL), the cards as the FITS standard and astropy write them (80-byte cards, 2880-byte blocks; astropy
itself was not at hand to compare byte for byte).  The platepar name platepar_cmn2010.cal is RMS's default.
(Left out, as they could not be checked byte for byte: the VMD's magnitude and session exports (only lower-case
fixtures and column lists, not the export's header order); IMO's visual report forms (no stored form); CAMS's own
binaries (.bin, .vid) and CAMS-era FTPdetectinfo variants; UFOAnalyser's A.XML; the American Meteor Society's
fireball reports API (no stored answer); GMN's trajectory summary files (column list only).)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import bz2
import json

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYFIFTH_METEORS = ("45 Unseen inputs: an eighty-fifth bar, an amateur meteor observers' network ranking visual "
                       "observers and camera stations per shower, night and year from meteor counts, limiting "
                       "magnitudes, effective observing time and detection rates (IMO's Visual Meteor Database "
                       "exports, RMS's FTPdetectinfo and FF files, UFOCapture's XML, the Fireball Data API's "
                       "answers, and night logs, count sheets and camera tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['vmd_zhr', 'gmn_detections', 'ufo_captures', 'lm_corrected_rates'],
    items=['observer:imo/RENJU', 'camera:gmn/US0001', 'observer:imo/MOLSI', 'camera:gmn/UK0006',
           'observer:imo/ARLRA', 'camera:cams/000451', 'camera:gmn/HR0001', 'observer:imo/KOSKA'],
    queries=['shower:imo/PER/2024/night/2024-08-12', 'shower:imo/GEM/2023/year', 'camera-night:gmn/2024-08-12/PER',
             'shower:imo/QUA/2025/night/2025-01-03', 'year:2024/all-showers', 'shower:imo/ORI/2024/night/2024-10-21'],
    suffix='/revised', generator='network_rankings', judgements='coordinator_grades'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "network_rankings", "network_rankings.run")

_RECS3 = ["vmd_zhr", "gmn_detections", "ufo_captures"]
_OUT = ("network_rankings.run",)
_ONE_RUN = ("shower:imo/PER/2024/night/2024-08-12 Q0 observer:imo/RENJU 1 0.9412 vmd_zhr\n"
            "shower:imo/PER/2024/night/2024-08-12 Q0 camera:gmn/US0001 2 0.8873 vmd_zhr\n")


# the team's files, as the VMD exports, as RMS and UFOCapture write, as the Fireball Data API answers, as typed
# the Visual Meteor Database's rate export (IMO, ';'-separated, a row per counting period: Teff in hours, F the field
# obstruction factor, Lm the limiting magnitude, Number the meteors seen of that shower)
_VMD_RATES = ("Rate ID;User ID;Obs Session ID;Start Date;End Date;Ra;Decl;Teff;F;Lm;Shower;Method;Number\n"
              "218734;3512;87101;2024-08-12 22:10:00;2024-08-12 23:10:00;46.0;58.0;1.00;1.00;6.45;PER;Visual;38\n"
              "218735;3512;87101;2024-08-12 22:10:00;2024-08-12 23:10:00;46.0;58.0;1.00;1.00;6.45;SPO;Visual;9\n"
              "218736;3512;87101;2024-08-12 23:10:00;2024-08-13 00:25:00;46.0;58.0;1.17;1.00;6.52;PER;Visual;61\n")
_VMD_RATES_NAME = "Rate-IMO-VMDB-2024-08-01-2024-08-31.csv"

# an RMS station's night of detections (FTPdetectinfo, CAMS's format as RMS writes it): the 11 header lines, then per
# meteor the separator, the FF file, the calibration line, the detection header and a line per centroid
_SEP53 = "-" * 53 + "\n"
_FTPDETECT = ("Meteor Count = 000002\n" + _SEP53
              + "Processed with RMS 1.0 2024-07-30 10:12:44 5f0e6a2 on 2024-08-13 05:41:27.310211 UTC\n" + _SEP53
              + "FF  folder = /home/rms/RMS_data/CapturedFiles/US0001_20240812_020233_421006\n"
              "CAL folder = /home/rms/source/RMS/\n" + _SEP53
              + "FF  file processed\nCAL file processed\n"
              "Cam# Meteor# #Segments fps hnr mle bin Pix/fm Rho Phi\n"
              "Per segment:  Frame# Col Row RA Dec Azim Elev Inten Mag Bcknd SNR NSatPx\n"
              + "-" * 55 + "\nFF_US0001_20240813_031507_412_0678400.fits\n"
              "Recalibrated with RMS on: 2024-08-13 05:41:25.118027 UTC\n"
              "US0001 0001 0002 0025.00 000.0 000.0  00.0   7.3 0187.4 0061.9\n"
              "0042.0000 0612.41 0301.77 045.120311 +57.901244 061.238410 +48.120931 000002811 +01.92 000412 09.81 "
              "000000\n"
              "0043.0000 0619.68 0298.35 045.410236 +57.688102 061.701533 +48.402217 000003054 +01.71 000409 10.42 "
              "000000\n"
              + "-" * 55 + "\nFF_US0001_20240813_033144_087_0703744.fits\n"
              "Recalibrated with RMS on: 2024-08-13 05:41:25.118027 UTC\n"
              "US0001 0002 0002 0025.00 000.0 000.0  00.0   5.1 0302.8 0144.6\n"
              "0118.0000 0233.12 0412.90 351.877410 +41.002315 032.119804 +29.774120 000001233 +03.08 000398 06.27 "
              "000000\n"
              "0119.0000 0237.95 0409.33 352.061297 +41.150684 032.402771 +29.981504 000001190 +03.16 000401 05.94 "
              "000000\n")
_FTPDETECT_NAME = "FTPdetectinfo_US0001_20240812_020233_421006.txt"
# the same night as the station archives it, bzip2-compressed ('BZh9', the pattern FTPdetectinfo*.txt.bz2)
_FTPDETECT_BZ2 = bz2.compress(_FTPDETECT.encode("ascii"), 9)
_FTPDETECT_BZ2_NAME = _FTPDETECT_NAME + ".bz2"

# a UFOCapture clip's record (M<ymd>_<hms>_<location>_<camera>.xml): the capture's time and place, the camera's
# settings, then the path of the object frame by frame
_UFO_XML = ('<?xml version="1.0" encoding="UTF-8" ?>\n'
            '<ufocapture_record version="215" y="2024" mo="08" d="13" h="01" m="47" s="22.36" trig="1" frames="68" '
            'lng="-1.3142" lat="51.8704" alt="95.0" tz="0" u2="224" cx="1280" cy="720" fps="25.000" head="30" '
            'tail="30" diff="2" sipos="6" sisize="15" dlev="40" dsize="4" lid="Tackley" observer="" sid="TC" '
            'cam="TC" lens="" cap="" comment="" interlace="1" bbf="0" dropframe="0">\n'
            '    <ufocapture_paths hit="3">\n'
            '     <uc_path fno="30" ono="18" pixel="3" bmax="79" x="395.7" y="282.3"></uc_path>\n'
            '     <uc_path fno="31" ono="18" pixel="9" bmax="96" x="393.6" y="288.1"></uc_path>\n'
            '     <uc_path fno="32" ono="18" pixel="7" bmax="88" x="391.2" y="294.0"></uc_path>\n'
            '    </ufocapture_paths>\n'
            '</ufocapture_record>\n')
_UFO_XML_NAME = "M20240813_014722_Tackley_TC.xml"


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# the JPL/CNEOS Fireball Data API's answer (ssd-api.jpl.nasa.gov/fireball.api?date-min=2024-08-01&req-loc=true): the
# signature, the count as a string, the fields, each record an array of strings, compact as the API sends it
_FIREBALLS = _compact({
    "signature": {"source": "NASA/JPL Fireball Data API", "version": "1.2"}, "count": "3",
    "fields": ["date", "energy", "impact-e", "lat", "lat-dir", "lon", "lon-dir", "alt", "vel"],
    "data": [["2024-09-04 16:39:51", "4.2", "0.14", "18.0", "N", "122.9", "E", "25.0", "17.4"],
             ["2024-08-23 09:12:05", "2.9", "0.1", "33.6", "S", "47.1", "W", "31.5", None],
             ["2024-08-06 21:44:17", "11.3", "0.33", "45.2", "N", "9.8", "E", "36.0", "21.9"]]})
_FIREBALLS_NAME = "fireball_api_2024-08.json"


def _card(key: str, value: str = "", comment: str = "") -> bytes:
    """A FITS header card: the keyword in 8 columns, '= ' and the value (fixed format: logicals and numbers right
    to column 30, strings quoted from column 11 and padded to column 30), ' / ' and the comment, in 80 bytes."""
    if value.startswith("'"):
        value = value.ljust(20)  # astropy left-justifies a string value in 20 columns
    text = f"{key:<8}" if not value else f"{key:<8}= {value}"
    if comment:
        text += f" / {comment}"
    return text.ljust(80).encode("ascii")


def _block(cards: list[bytes]) -> bytes:
    data = b"".join(cards) + b"END".ljust(80)
    return data + b" " * (-len(data) % 2880)


def _rms_ff_fits() -> bytes:
    """An RMS FF file's first bytes (FF_<station>_<date>_<time>_<ms>_<frame>.fits, as RMS/Formats/FFfits.py writes
    it with astropy): the primary header (SIMPLE, BITPIX 8, NAXIS 0, EXTEND, then NROWS, NCOLS, NBITS, NFRAMES,
    FIRST, CAMNO, FPS and DATE-OBS), then the MAXPIXEL image extension's header (XTENSION 'IMAGE', 720 x 1280
    bytes) and its first data block."""
    primary = _block([_card("SIMPLE", f"{'T':>20}", "conforms to FITS standard"),
                      _card("BITPIX", f"{8:>20}", "array data type"),
                      _card("NAXIS", f"{0:>20}", "number of array dimensions"),
                      _card("EXTEND", f"{'T':>20}"),
                      _card("NROWS", f"{720:>20}"), _card("NCOLS", f"{1280:>20}"), _card("NBITS", f"{8:>20}"),
                      _card("NFRAMES", f"{256:>20}"), _card("FIRST", f"{678400:>20}"), _card("CAMNO", f"{1:>20}"),
                      _card("FPS", f"{'25.0':>20}"), _card("DATE-OBS", "'2024-08-13T03:15:07.412000'")])
    image = _block([_card("XTENSION", "'IMAGE   '", "Image extension"),
                    _card("BITPIX", f"{8:>20}", "array data type"),
                    _card("NAXIS", f"{2:>20}", "number of array dimensions"),
                    _card("NAXIS1", f"{1280:>20}"), _card("NAXIS2", f"{720:>20}"),
                    _card("PCOUNT", f"{0:>20}", "number of parameters"),
                    _card("GCOUNT", f"{1:>20}", "number of groups"),
                    _card("EXTNAME", "'MAXPIXEL'", "extension name")])
    return primary + image + bytes(range(32, 122)) * 32


_FF = _rms_ff_fits()
_FF_NAME = "FF_US0001_20240813_031507_412_0678400.fits"

# a visual observer's night log as typed from the clipboard: date, shower, effective time (h), limiting magnitude,
# meteors, observer code: six fields
_NIGHT_LOG = ("2024-08-12 PER 1.00 6.45 38 RENJU\n2024-08-12 SPO 1.00 6.45 9 RENJU\n"
              "2024-08-13 PER 1.17 6.52 61 RENJU\n2024-08-13 SPO 1.17 6.52 11 RENJU\n")
# a count sheet as typed after the watch: period's end (UT), shower, meteors, limiting magnitude: four fields a line
_COUNT_SHEET = "2310 PER 38 6.45\n0025 PER 61 6.52\n0140 PER 57 6.50\n0255 PER 44 6.31\n"
# the network's camera tally as typed by the coordinator: station, night, shower, detections, limiting magnitude,
# hours clear: six fields
_CAMERA_TALLY = ("US0001 2024-08-12 PER 412 7.10 9.25\nUK0006 2024-08-12 PER 288 6.85 7.50\n"
                 "HR0001 2024-08-12 PER 351 7.05 8.75\n000451 2024-08-12 PER 197 6.40 6.00\n")


def eightyfifth_bar_meteors_cases() -> list[Case]:
    G = EIGHTYFIFTH_METEORS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="network_rankings", judgements="coordinator_grades", runs=_RECS3,
        stem="network_rankings", outputs=_OUT, item="observer or camera", rounded="vmd_zhr",
        weights="{'vmd_zhr': 2.0, 'gmn_detections': 1.0, 'ufo_captures': 0.75, 'lm_corrected_rates': 1.5}",
        lone_query="R['lm_corrected_rates']['shower:imo/LYR/2024/night/2024-04-22'] = "
                   "{'observer:imo/RENJU': 0.9, 'camera:gmn/US0001': 0.4}\n",
        trust="vmd_zhr 2\ngmn_detections 1\nufo_captures 1\n",
        trust_dict="{'vmd_zhr': 2, 'gmn_detections': 1, 'ufo_captures': 1}",
        texts={
            "rrf": ("u85b_rrf_network_rankings",
                    "rankagg.fuse({source: {shower night, year or camera night: {observer or camera: score}}}, "
                    "method='rrf'): the VMD's ZHRs, GMN's detection rates, UFOCapture's hits and the lm-corrected "
                    "rates, six rankings ('shower:imo/PER/2024/night/2024-08-12'), as 'observer:imo/RENJU'"),
            "borda": ("u85b_borda_clouded_out_absent",
                      "rankagg.fuse(..., method='borda'): an observer clouded out or a camera down that night has "
                      "no score from some sources"),
            "combsum": ("u85b_combsum_rounded_zhr",
                        "rankagg.fuse(..., method='combsum'): the VMD's ZHRs kept to one decimal (many ties) beside "
                        "GMN's detection rates and UFOCapture's hits"),
            "fuser": ("u85b_weighted_fuser_vmd_zhr",
                      "rankagg.Fuser('rrf', weights=...) per shower, night and year: the VMD's ZHRs count 2, as "
                      "the IMO checks every visual report"),
            "frame": ("u85b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the coordinator's sheet, a "
                      "row per shower night, observer or camera and source"),
            "evaluate": ("u85b_evaluate_coordinator_grades",
                         "rankagg.evaluate(fused ranking, the coordinator's grades, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the season's top two first"),
            "lone": ("u85b_lm_rates_only_lyrids_night",
                     "rankagg.fuse(..., method='rrf'): a Lyrids night only the lm-corrected rates hold, beside "
                     "nights and years every source covers"),
            "cli_rrf": ("u85b_cli_rrf_runs",
                        "rankagg fuse vmd_zhr.run gmn_detections.run ufo_captures.run --method rrf -o "
                        "network_rankings.run: one run per source, shower nights and years as queries"),
            "cli_borda": ("u85b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the VMD's ZHRs "
                          "count double)"),
            "cli_combsum": ("u85b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four the network's bulletin shows "
                            "per shower"),
            "cli_evaluate": ("u85b_cli_evaluate_coordinator_grades_qrels",
                             "rankagg evaluate network_rankings.run --qrels coordinator_grades.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the coordinator's grades (0-2)"),
            "cli_parquet": ("u85b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o network_rankings.parquet: gzipped runs from the "
                            "network's scripts, a Parquet table for the year's report")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u85b_vmd_rates_as_run", "the Visual Meteor Database's rate export (IMO, ';'-separated: Rate ID, User ID, "
         "Obs Session ID, Start Date, End Date, Ra, Decl, Teff, F, Lm, Shower, Method, Number)", _VMD_RATES_NAME,
         _VMD_RATES, "VMD", f"{_VMD_RATES_NAME}:1"),
        ("u85b_ftpdetectinfo_as_run", "an RMS station's night of detections (FTPdetectinfo: 'Meteor Count = ', "
         "the header, then per meteor the FF file, calibration, detection header and centroids)", _FTPDETECT_NAME,
         _FTPDETECT, "FTPdetectinfo", f"{_FTPDETECT_NAME}:1"),
        ("u85b_ftpdetectinfo_bz2_as_run", "an RMS station's archived FTPdetectinfo (bzip2: 'BZh9', then the "
         "compressed text)", _FTPDETECT_BZ2_NAME, _FTPDETECT_BZ2, "FTPdetectinfo", _FTPDETECT_BZ2_NAME),
        ("u85b_ufocapture_xml_as_run", "a UFOCapture clip's record (XML: ufocapture_record version 215, the time, "
         "place and camera settings, then ufocapture_paths' uc_path per frame)", _UFO_XML_NAME, _UFO_XML,
         "UFOCapture", f"{_UFO_XML_NAME}:2"),
        ("u85b_fireball_api_as_run", "a month's fireballs as the JPL/CNEOS Fireball Data API answers them (JSON: "
         "signature, count, fields date, energy, impact-e, lat, ..., vel, data as arrays)", _FIREBALLS_NAME,
         _FIREBALLS, "Fireball Data API", f"{_FIREBALLS_NAME}:1"),
        ("u85b_rms_ff_fits_as_run", "an RMS FF file left in the night's folder (FITS: 'SIMPLE  =' cards, NROWS, "
         "NCOLS, NFRAMES, CAMNO, FPS, DATE-OBS, then the MAXPIXEL image extension)", _FF_NAME, _FF, "FITS",
         _FF_NAME),
        ("u85b_night_log_as_run", "a visual observer's night log as typed (six fields a line: date, shower, "
         "effective time, limiting magnitude, meteors, observer code)", "night_log.txt", _NIGHT_LOG, "night log",
         "night_log.txt:1"),
        ("u85b_count_sheet_as_run", "a count sheet as typed after the watch (four fields a line: period's end, "
         "shower, meteors, limiting magnitude)", "count_sheet.txt", _COUNT_SHEET, "count sheet",
         "count_sheet.txt:1"),
        ("u85b_camera_tally_as_run", "the coordinator's camera tally as typed (six fields a line: station, night, "
         "shower, detections, limiting magnitude, hours clear)", "camera_tally.txt", _CAMERA_TALLY, "tally",
         "camera_tally.txt:1")],
        one_run=("vmd_zhr.run", _ONE_RUN), stem="network_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed night log's six are a date, a "
                 "shower, hours, a magnitude, a count and an observer, not a run's; the file is the field's own, "
                 "named by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an RMS FF file's FITS cards and image bytes, or a bzip2-compressed "
                   "FTPdetectinfo, read as lines give no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u85b_count_sheet_as_qrels", "count_sheet.txt", _COUNT_SHEET, "count sheet"),
        ("u85b_night_log_as_qrels", "night_log.txt", _NIGHT_LOG, "night log"),
        ("u85b_vmd_rates_as_qrels", _VMD_RATES_NAME, _VMD_RATES, "VMD"),
        ("u85b_ftpdetectinfo_as_qrels", _FTPDETECT_NAME, _FTPDETECT, "FTPdetectinfo")],
        one_run=("vmd_zhr.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u85b_out_rms_ff_fits", "FF_US0001_20240814_021502_118_0450560.fits", "an RMS FF file (FITS)"),
        ("u85b_out_rms_platepar_cal", "platepar_cmn2010.cal", "an RMS station's platepar (.cal)"),
        ("u85b_out_ufocapture_xml", "M20240814_021502_Tackley_TC.xml", "a UFOCapture clip's record (XML)"),
        ("u85b_out_ftpdetectinfo_txt", "FTPdetectinfo_US0001_20240813_020114_530912.txt",
         "an RMS station's FTPdetectinfo (text)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=85"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u85b_api_fireball_api_document",
            "rankagg.fuse(json.load(fireball_api_2024-08.json)): a month's fireballs as the JPL/CNEOS Fireball Data "
            "API answers them, loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_FIREBALLS_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "Fireball Data API", why="a run maps a query to {document: score}; the Fireball Data API's answer is a "
            "signature, a count, the fields' names and the records as arrays of strings (date, energy, impact-e, "
            "lat, lon, alt, vel)",
            files={_FIREBALLS_NAME: _FIREBALLS}),
        bad("u85b_api_vmd_rates_frame",
            "rankagg.fuse(pd.read_csv(Rate-IMO-VMDB-....csv, sep=';')): the Visual Meteor Database's rate export "
            "(Rate ID, User ID, Obs Session ID, Start Date, ..., Teff, F, Lm, Shower, Method, Number) given as runs",
            "import pandas as pd, rankagg\n"
            f"rankagg.fuse(pd.read_csv('{_VMD_RATES_NAME}', sep=';'), method='borda')\n",
            "VMD", why="a table of runs has qid, docid, run and score columns; the VMD's rate export is a counting "
            "period per row: its session, times, radiant, effective time, obstruction, limiting magnitude, shower "
            "and the meteors seen",
            files={_VMD_RATES_NAME: _VMD_RATES}),
    ]
    return cases
