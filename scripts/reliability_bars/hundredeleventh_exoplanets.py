"""Issue 45's hundred-and-eleventh bar of scripts/reliability_matrix.py, an exoplanet follow-up working group's target
review, the TESS follow-up observers (ground-based photometry and spectroscopy) and the science leads who allocate
telescope time ranking TESS Objects of Interest per sector, month and campaign from transit depth SNR, predicted RV
semi-amplitudes, the follow-up sub-groups' dispositions, ground-based photometry and the members' votes (its cases, ids
``u111a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The group's review: each sector's southern or northern targets, each month's RV priorities and each observing
campaign (``sector:2026-S97/southern``, ``month:2026-10/rv-priorities``, ``campaign:2026B/small-planets``) is a query
and each candidate a document, as the group writes it: the TOI number with its planet index, then the follow-up
sub-group (``toi:TOI-4412.01/tfop-sg1``); on the typed sheets the TOI alone (``TOI-4412.01``) and the sub-group
(``sg1``) beside it.  The runs are transit depth SNR, predicted RV semi-amplitudes, the sub-groups' dispositions,
ground-based photometry and the members' votes, turned to scores in [0, 1] at four decimals.  They are fused with
RRF, Borda and CombSUM, the transit SNR weighted highest, and judged against the working group's decisions (2
confirm-priority, 1 keep, 0 drop).  The mistakes and odd files: the field's own files given where runs or qrels are
read (ExoFOP-TESS's TOI table as download_toi.php exports it (CSV) and its target JSON, a NASA Exoplanet Archive TAP
answer as a VOTable, an AstroImageJ measurements table (.xls, tab-separated text) and its plot configuration
(.plotcfg), a TESS SPOC light curve (FITS, binary), a juliet posteriors.dat and an allesfitter ns_table.csv, and an
observer's rating sheet, a member's ballot and the working group's vote tally as the group types them), and outputs
named for the field's files (a .fits, an AstroImageJ .xls and .plotcfg, a .vot).  (Checked: the ExoFOP TOI table's
61 columns from tess-atlas's exofop client (get_tic_database's docstring lists them in order after reading
download_toi.php?sort=toi&output=csv: 'TIC ID', 'TOI', 'Previous CTOI', 'Master', 'SG1A' ... 'SG5', 'ACWG ESM', ...,
'Date Modified', 'Comments'), with etta's docs showing the same table with 57 columns besides TOI (an older cut) and
other clients' fixtures showing sexagesimal RA/Dec and dispositions PC, KP, CP, FP; the values, the quoting (minimal)
and our candidates are a guess.  The ExoFOP target JSON (target.php?id=TIC&json) from clients read by string search:
the top-level keys basic_info, coordinates (ra, dec), magnitudes (a list, 'value'), planet_parameters (a list whose
entries hold per, per_e, dep_p, epoch, epoch_e, dur), stellar_parameters, tois, ctois, imaging, spectroscopy,
time_series, stellar_companions and files; everything inside the entries beyond those keys is a guess.  The NASA
Exoplanet Archive TAP VOTable from the archive's own TAP server, Caltech-IPAC/nexsciTAP's TAP/writerecsmodule.c
(read): '<?xml version="1.0" encoding="utf-8"?>', '<VOTABLE version="1.3" xmlns=... v1.3">', '  <RESOURCE
type="results">', '  <INFO name="QUERY_STATUS" value="OK"/>', '  <TABLE>', a '    <FIELD ID= datatype= name=/>' per
column (arraysize="*" for char), '    <DATA>', '      <TABLEDATA>', '        <TR>' and a '        <TD>' per value,
strings in CDATA, nulls empty; the toi table's column names (toi, tid, tfopwg_disp, pl_orbper, pl_trandep, pl_rade,
st_tmag) from astroquery's toi_expect_0.txt test data; the number formats and the rows are a guess.  The AstroImageJ
measurements table and .plotcfg from AstroImageJ's own source (AstroImageJ/astroimagej, read): ResultsTable.saveAs
writes the headings tab-joined, opened by ' \\t' for the row numbers, then 'Label' (Aperture_.AP_IMAGE) and 'slice'
(AP_SLICE), then the rows; MultiAperture_ adds rel_flux_T1, rel_flux_err_T1, rel_flux_SNR_T1, tot_C_cnts,
Source-Sky_C2 ... at 6 decimals; J.D.-2400000, JD_UTC, BJD_TDB and AIRMASS are its time and keyword columns; the
column order and the values are a guess.  MultiPlot_'s savePlotConfig stores the '.plot.' preferences with
java.util.Properties.store(bos, "AstroImageJ Plot Configuration") (so '#AstroImageJ Plot Configuration', a '#' date
line, then key=value lines in hash order); the keys (.plot.title, .plot.subtitle, .plot.xlabel0, .plot.ylabel0,
.plot.T0, .plot.period, .plot.duration, .plot.mmag, .plot.invertYAxis, .plot.maxCurves) are Prefs.set names in
MultiPlot_, their values a guess.  The TESS light curve's primary header from a SPOC file's header printed in
lightkurve's tutorial (SIMPLE, BITPIX 8, NAXIS 0, EXTEND, NEXTEND, EXTNAME 'PRIMARY', ORIGIN 'NASA/Ames', TIMVERSN
'OGIP/93-003', TELESCOP 'TESS', INSTRUME 'TESS Photometer', OBJECT 'TIC n', TICID, SECTOR, CAMERA, CCD, RA_OBJ,
DEC_OBJ, TESSMAG, TEFF ...) and the BINTABLE layout from the same tutorial (TTYPE/TFORM/TUNIT, TIME 'D' in 'BJD -
2457000, days'); the file is one LIGHTCURVE extension of six of the real light curve's columns (a guess, as are the
CREATOR and the numbers), 2880-byte blocks, big-endian data; the file name follows MAST's
tess{date}-s{sector}-{TIC:016}-{id}-s_lc.fits seen in a client's URL.  juliet's posteriors.dat from juliet's
utils.writepp (read: '# {0:18} \\t \\t {1:12} ...' with 'Parameter Name', 'Median', 'Upper 68 CI', 'Lower 68 CI', then
'{0:18} \\t \\t {1:.10f} \\t \\t {2:.10f} \\t \\t {3:.10f}' per parameter) and its docs' examples (P_p1, t0_p1, r1_p1,
r2_p1, p_p1, b_p1, q1_TESS, mflux_TESS, sigma_w_TESS); our instruments and numbers are a guess.  allesfitter's
ns_table.csv from allesfitter's save_table (found by string search: '#name,median,lower_error,upper_error,label,unit',
'#Fitted parameters,,,', then name, str(median), errors ('(fixed),(fixed)' for a fixed one), label, unit); the
parameter names (b_rr, b_rsuma, b_cosi, b_epoch, b_period, b_f_c, host_ldc_q1_TESS, ln_err_flux_TESS) follow
allesfitter's conventions as tests quote them, the labels, units and values are a guess.  The output suffixes: .fits
(FITS), .xls and .plotcfg (AstroImageJ's SaveDialog defaults, read above), .vot (a VOTable as TAP clients save it).
Left out, as they could not be checked here: EXOFASTv2's summary (its .median.tex / .mcmc.idl were not read), a
LcTools export (no stored writer or example) and a lightkurve CSV (astropy's ascii.csv writer, but the columns of a
SPOC light curve as lightkurve 2 names them were not confirmed).  The rating sheet, the ballot and the vote tally are
typed here as the group's observers and members type them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import csv
import io
import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDELEVENTH_EXOPLANETS = ("45 Unseen inputs: a hundred-and-eleventh bar, an exoplanet follow-up working group "
                              "(TESS follow-up observers doing ground-based photometry and spectroscopy, and the "
                              "science leads who allocate telescope time) ranking TESS Objects of Interest per sector, "
                              "month and campaign from transit depth SNR, predicted RV semi-amplitudes, the follow-up "
                              "sub-groups' dispositions, ground-based photometry and the members' votes (ExoFOP-TESS "
                              "TOI tables (CSV) and target JSON, NASA Exoplanet Archive TAP answers (VOTable), "
                              "AstroImageJ measurements tables (.xls) and plot configurations (.plotcfg), TESS SPOC "
                              "light curves (FITS), juliet posteriors.dat and allesfitter ns_table.csv fit summaries, "
                              "observers' rating sheets, members' ballots and the working group's vote tallies as "
                              "typed)")

_TOI = "TOI-4412.01"
_DOC = f"toi:{_TOI}/tfop-sg1"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['transit_snr', 'rv_semi_amplitude', 'sg_dispositions', 'ground_photometry', 'member_votes'],
    items=[_DOC, 'toi:TOI-4412.02/tfop-sg1', 'toi:TOI-5178.01/tfop-sg2', 'toi:TOI-6023.01/tfop-sg1',
           'toi:TOI-2931.01/tfop-sg4', 'toi:TOI-7340.01/tfop-sg2', 'toi:TOI-3385.01/tfop-sg3',
           'toi:TOI-6891.01/tfop-sg1'],
    queries=['sector:2026-S97/southern', 'month:2026-10/rv-priorities', 'campaign:2026B/small-planets',
             'sector:2026-S98/northern', 'month:2026-11/photometry-followup', 'campaign:2026B/hot-jupiters'],
    suffix='/re-run', generator='candidate_scores', judgements='wg_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "candidate_scores", "followup.run")

_RECS3 = ["transit_snr", "rv_semi_amplitude", "member_votes"]
_OUT = ("followup.run",)
_ONE_RUN = (f"sector:2026-S97/southern Q0 {_DOC} 1 0.9214 member_votes\n"
            "sector:2026-S97/southern Q0 toi:TOI-4412.02/tfop-sg1 2 0.8377 member_votes\n")


def _csv(rows: list[list[str]], delimiter: str = ",", lineterminator: str = "\n") -> str:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator=lineterminator).writerows(rows)
    return out.getvalue()


# the group's files, as ExoFOP, the Exoplanet Archive, AstroImageJ, SPOC, juliet, allesfitter and the members write
# them
# ExoFOP-TESS's TOI table (download_toi.php?sort=toi&output=csv): the 61 columns, then a row per TOI
_EXOFOP_COLUMNS = [
    "TIC ID", "TOI", "Previous CTOI", "Master", "SG1A", "SG1B", "SG2", "SG3", "SG4", "SG5", "ACWG ESM", "ACWG TSM",
    "Time Series Observations", "Spectroscopy Observations", "Imaging Observations", "TESS Disposition",
    "TFOPWG Disposition", "TESS Mag", "TESS Mag err", "Planet Name", "Pipeline Signal ID", "Source", "Detection", "RA",
    "Dec", "PM RA (mas/yr)", "PM RA err (mas/yr)", "PM Dec (mas/yr)", "PM Dec err (mas/yr)", "Epoch (BJD)",
    "Epoch (BJD) err", "Period (days)", "Period (days) err", "Duration (hours)", "Duration (hours) err",
    "Depth (mmag)", "Depth (mmag) err", "Depth (ppm)", "Depth (ppm) err", "Planet Radius (R_Earth)",
    "Planet Radius (R_Earth) err", "Planet Insolation (Earth Flux)", "Planet Equil Temp (K)", "Planet SNR",
    "Stellar Distance (pc)", "Stellar Distance (pc) err", "Stellar Eff Temp (K)", "Stellar Eff Temp (K) err",
    "Stellar log(g) (cm/s^2)", "Stellar log(g) (cm/s^2) err", "Stellar Radius (R_Sun)", "Stellar Radius (R_Sun) err",
    "Stellar Metallicity", "Stellar Metallicity err", "Stellar Mass (M_Sun)", "Stellar Mass (M_Sun) err", "Sectors",
    "Date TOI Alerted (UTC)", "Date TOI Updated (UTC)", "Date Modified", "Comments"]
_EXOFOP_ROWS = [
    ["381854102", "4412.01", "", "1", "1", "1", "1", "3", "3", "3", "9.87", "112.4", "3", "2", "2", "PC", "PC",
     "10.843", "0.006", "", "1", "spoc", "SPOC", "04:37:12.61", "-61:08:44.9", "31.54", "0.02", "-12.08", "0.023",
     "2460612.48125", "0.00071", "3.8911207", "4.2e-06", "2.104", "0.09", "3.19", "0.21", "2940", "190", "2.91",
     "0.18", "142.7", "962", "21.4", "86.3", "0.2", "4710", "122", "4.58", "0.08", "0.72", "0.05", "", "", "0.76",
     "0.09", "67,94,97", "2025-11-20", "2026-09-30", "2026-10-14 11:02:51",
     "sub-Neptune around a K dwarf; SG1 zs transit on target, RV priority"],
    ["381854102", "4412.02", "", "2", "1", "2", "1", "3", "3", "3", "4.02", "61.8", "1", "0", "2", "PC", "",
     "10.843", "0.006", "", "2", "spoc", "SPOC", "04:37:12.61", "-61:08:44.9", "31.54", "0.02", "-12.08", "0.023",
     "2460614.90312", "0.00183", "9.215604", "2.71e-05", "2.883", "0.21", "1.12", "0.19", "1030", "170", "1.72",
     "0.16", "44.9", "726", "9.8", "86.3", "0.2", "4710", "122", "4.58", "0.08", "0.72", "0.05", "", "", "0.76",
     "0.09", "67,94,97", "2026-08-12", "2026-09-30", "2026-10-14 11:02:51", "second candidate, shallow"],
    ["95081736", "5178.01", "", "1", "2", "1", "1", "2", "3", "3", "", "", "4", "3", "1", "PC", "APC", "12.201",
     "0.007", "", "1", "qlp", "QLP", "22:51:03.08", "-38:22:17.4", "-4.11", "0.03", "-20.77", "0.03",
     "2460598.20417", "0.00102", "1.7732081", "1.9e-06", "1.388", "0.12", "14.02", "0.61", "12910", "560", "11.96",
     "0.84", "1410.2", "1559", "38.1", "412.8", "3.9", "6120", "131", "4.21", "0.09", "1.38", "0.07", "", "", "1.17",
     "0.15", "94", "2026-03-03", "2026-09-02", "2026-10-08 18:40:09",
     "possible NEB, SG1 ip light curve shows ~8 ppt on a neighbour 9\" away"]]
_EXOFOP = _csv([_EXOFOP_COLUMNS] + _EXOFOP_ROWS)
_EXOFOP_NAME = "exofop_tess_tois_2026-10-14.csv"

# ExoFOP-TESS's target JSON (target.php?id=381854102&json): its sections, with planet_parameters' per, dep_p, dur
_EXOFOP_TARGET = json.dumps({
    "basic_info": {"tic_id": "381854102", "star_names": "TIC 381854102, TOI-4412, Gaia DR3 4675521103457012864",
                   "tois": "4412.01, 4412.02", "confirmed_planets": "0"},
    "coordinates": {"ra": "04:37:12.61", "dec": "-61:08:44.9", "ra_deg": "69.302542", "dec_deg": "-61.145806",
                    "epoch": "2000"},
    "magnitudes": [{"band": "TESS", "value": "10.843", "value_e": "0.006"},
                   {"band": "V", "value": "11.89", "value_e": "0.08"}],
    "planet_parameters": [
        {"toi": "", "per": "", "per_e": "", "epoch": "", "epoch_e": "", "dep_p": "", "dur": ""},
        {"toi": "4412.01", "per": "3.8911207", "per_e": "0.0000042", "epoch": "2460612.48125", "epoch_e": "0.00071",
         "dep_p": "2940", "dur": "2.104", "rad": "2.91", "snr": "21.4"},
        {"toi": "4412.02", "per": "9.215604", "per_e": "0.0000271", "epoch": "2460614.90312", "epoch_e": "0.00183",
         "dep_p": "1030", "dur": "2.883", "rad": "1.72", "snr": "9.8"}],
    "stellar_parameters": [{"teff": "4710", "teff_e": "122", "logg": "4.58", "rad": "0.72", "mass": "0.76"}],
    "tois": [{"toi": "4412.01", "tfopwg_disp": "PC"}, {"toi": "4412.02", "tfopwg_disp": ""}],
    "ctois": [], "imaging": [{"tel": "SOAR", "inst": "HRCam", "filt": "I", "date": "2026-09-18"}],
    "spectroscopy": [{"tel": "SMARTS 1.5m", "inst": "CHIRON", "date": "2026-10-02", "rv": "21.84"}],
    "time_series": [{"tel": "LCO-SSO 1m0", "filt": "zs", "date": "2026-10-14", "notes": "on target, full transit"}],
    "stellar_companions": [], "files": []})
_EXOFOP_TARGET_NAME = "exofop_TIC381854102.json"

# the NASA Exoplanet Archive's TAP answer (format=votable), as nexsciTAP's writerecsmodule.c writes it
_TAP_FIELDS = [("toi", "char"), ("tid", "long"), ("tfopwg_disp", "char"), ("pl_orbper", "double"),
               ("pl_trandep", "double"), ("pl_rade", "double"), ("st_tmag", "double")]
_TAP_ROWS = [["4412.01", "381854102", "PC", "3.8911207", "2940.0", "2.91", "10.843"],
             ["4412.02", "381854102", "", "9.215604", "1030.0", "1.72", "10.843"],
             ["5178.01", "95081736", "APC", "1.7732081", "12910.0", "11.96", "12.201"]]


def _votable() -> str:
    out = ['<?xml version="1.0" encoding="utf-8"?>',
           '<VOTABLE version="1.3" xmlns="http://www.ivoa.net/xml/VOTable/v1.3" '
           'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
           'xsi:noNamespaceSchemaLocation="http://www.ivoa.net/xml/VOTable/v1.3">',
           '  <RESOURCE type="results">', '  <INFO name="QUERY_STATUS" value="OK"/>', '  <TABLE>']
    for name, kind in _TAP_FIELDS:
        size = ' arraysize="*"' if kind == "char" else ""
        out.append(f'    <FIELD ID="{name}"{size} datatype="{kind}" name="{name}"/>')
    out += ["    <DATA>", "      <TABLEDATA>"]
    for row in _TAP_ROWS:
        out.append("        <TR>")
        for (_, kind), value in zip(_TAP_FIELDS, row):
            shown = value if kind != "char" or not value else f"<![CDATA[{value}]]>"
            out.append(f"        <TD>{shown}</TD>")
        out.append("        </TR>")
    out += ["      </TABLEDATA>", "    </DATA>", "  </TABLE>", "  </RESOURCE>", "</VOTABLE>"]
    return "\n".join(out) + "\n"


_TAP_VOT = _votable()
_TAP_VOT_NAME = "exoplanetarchive_toi_2026-10-14.vot"

# an AstroImageJ measurements table (.xls, tab-separated): ' ' (row numbers), Label, slice, then the measurements
_AIJ_COLUMNS = [" ", "Label", "slice", "J.D.-2400000", "JD_UTC", "BJD_TDB", "AIRMASS", "FWHM_Mean", "rel_flux_T1",
                "rel_flux_err_T1", "rel_flux_SNR_T1", "tot_C_cnts", "tot_C_err", "Source-Sky_T1", "Source-Sky_C2",
                "Source-Sky_C3"]
_AIJ_ROWS = [
    ["1", "coj1m003-fa12-20261014-0118-e91.fits", "1", "60962.512817", "2460962.512817", "2460962.516344",
     "1.183405", "4.812240", "0.412906", "0.000512", "806.133842", "1482210.511230", "1207.302117",
     "612012.420166", "901288.304688", "580922.206543"],
    ["2", "coj1m003-fa12-20261014-0119-e91.fits", "2", "60962.514264", "2460962.514264", "2460962.517791",
     "1.180732", "4.790115", "0.413144", "0.000509", "811.402937", "1483920.772461", "1208.001883",
     "613072.101563", "902441.553711", "581479.218750"],
    ["3", "coj1m003-fa12-20261014-0120-e91.fits", "3", "60962.515711", "2460962.515711", "2460962.519238",
     "1.178101", "4.901836", "0.411633", "0.000514", "800.839228", "1479880.117188", "1206.354004",
     "609165.884766", "899906.170898", "579973.946289"]]
_AIJ_XLS = _csv([_AIJ_COLUMNS] + _AIJ_ROWS, delimiter="\t")
_AIJ_XLS_NAME = "TIC381854102-01_20261014_LCO-SSO-1m0_zs_measurements.xls"

# its plot configuration (.plotcfg): java.util.Properties.store's two comment lines, then '.plot.' key=value lines
_PLOTCFG = ("#AstroImageJ Plot Configuration\n#Wed Oct 14 09:41:27 AEST 2026\n"
            ".plot.ylabel0=rel_flux_T1\n.plot.invertYAxis=false\n"
            ".plot.title=TIC 381854102.01 UT2026.10.14 LCO-SSO-1m0 zs\n.plot.maxCurves=12\n"
            ".plot.period=3.8911207\n.plot.xlabel0=BJD_TDB\n.plot.mmag=false\n.plot.duration=2.104\n"
            ".plot.subtitle=TOI-4412.01 full transit, 120s exposures\n.plot.T0=2460962.5713\n")
_PLOTCFG_NAME = "TIC381854102-01_20261014_LCO-SSO-1m0_zs_measurements.plotcfg"


# a TESS SPOC light curve (FITS): the primary header (no data), then a LIGHTCURVE binary table, 2880-byte blocks
def _card(key: str, value: object = None, comment: str = "") -> str:
    if isinstance(value, bool):
        shown = ("T" if value else "F").rjust(20)
    elif isinstance(value, str):
        shown = ("'" + value.ljust(8) + "'").ljust(20)
    else:
        shown = str(value).rjust(20)
    card = f"{key:<8}= {shown}" + (f" / {comment}" if comment else "")
    return card[:80].ljust(80)


def _block(cards: list[str]) -> bytes:
    text = "".join(cards) + "END".ljust(80)
    return (text + " " * (-len(text) % 2880)).encode("ascii")


_LC_COLS = [("TIME", "D", "BJD - 2457000, days"), ("TIMECORR", "E", "d"), ("CADENCENO", "J", ""),
            ("PDCSAP_FLUX", "E", "e-/s"), ("PDCSAP_FLUX_ERR", "E", "e-/s"), ("QUALITY", "J", "")]
_LC_ROWS = [(3612.48013, 0.0041822, 812301, 41822.7, 18.3, 0), (3612.48152, 0.0041822, 812302, 41809.2, 18.3, 0),
            (3612.48291, 0.0041823, 812303, 41711.6, 18.2, 0), (3612.48430, 0.0041823, 812304, 41703.9, 18.2, 512)]


def _lc_fits() -> bytes:
    primary = [_card("SIMPLE", True, "conforms to FITS standards"), _card("BITPIX", 8, "array data type"),
               _card("NAXIS", 0, "number of array dimensions"), _card("EXTEND", True, "file contains extensions"),
               _card("NEXTEND", 1, "number of standard extensions"), _card("EXTNAME", "PRIMARY", "name of extension"),
               _card("ORIGIN", "NASA/Ames", "institution responsible for creating this file"),
               _card("DATE", "2025-10-21", "file creation date."),
               _card("CREATOR", "31874 LightCurveExporterPipelineModule", "pipeline job and program used"),
               _card("PROCVER", "spoc-6.0.52-20251009", "SW version"),
               _card("TIMVERSN", "OGIP/93-003", "OGIP memo number for file format"),
               _card("TELESCOP", "TESS", "telescope"), _card("INSTRUME", "TESS Photometer", "detector type"),
               _card("OBJECT", "TIC 381854102", "string version of target id"),
               _card("TICID", 381854102, "unique tess target identifier"), _card("SECTOR", 97, "Observing sector"),
               _card("CAMERA", 3, "Camera number"), _card("CCD", 2, "CCD chip number"),
               _card("RA_OBJ", 69.3025420000000000, "[deg] right ascension"),
               _card("DEC_OBJ", -61.1458060000000000, "[deg] declination"),
               _card("TESSMAG", 10.84300041, "[mag] TESS magnitude"),
               _card("TEFF", 4710.0, "[K] Effective temperature")]
    width = sum({"D": 8, "E": 4, "J": 4}[f] for _, f, _ in _LC_COLS)
    ext = [_card("XTENSION", "BINTABLE", "marks the beginning of a new HDU"), _card("BITPIX", 8, "array data type"),
           _card("NAXIS", 2, "number of array dimensions"), _card("NAXIS1", width, "length of first array dimension"),
           _card("NAXIS2", len(_LC_ROWS), "length of second array dimension"),
           _card("PCOUNT", 0, "group parameter count (not used)"), _card("GCOUNT", 1, "group count (not used)"),
           _card("TFIELDS", len(_LC_COLS), "number of table fields")]
    for i, (name, form, unit) in enumerate(_LC_COLS, 1):
        ext += [_card(f"TTYPE{i}", name, "column title"), _card(f"TFORM{i}", form, "column format")]
        if unit:
            ext.append(_card(f"TUNIT{i}", unit, "column units"))
    ext.append(_card("EXTNAME", "LIGHTCURVE", "name of extension"))
    data = b"".join(struct.pack(">dfiffi", *row) for row in _LC_ROWS)
    return _block(primary) + _block(ext) + data + b"\0" * (-len(data) % 2880)


_LC_FITS = _lc_fits()
_LC_FITS_NAME = "tess2025293101522-s0097-0000000381854102-0295-s_lc.fits"

# juliet's posteriors.dat (utils.writepp): a '#' header, then name, median, upper and lower 68% bands per parameter
_JULIET_PARAMS = [("P_p1", 3.8911193528, 0.0000031174, 0.0000029881), ("t0_p1", 2460612.4813702, 0.0005831, 0.0006114),
                  ("r1_p1", 0.4107735511, 0.0902114430, 0.0871003318),
                  ("r2_p1", 0.0521884017, 0.0011822710, 0.0010916542),
                  ("p_p1", 0.0521884017, 0.0011822710, 0.0010916542),
                  ("b_p1", 0.1161603266, 0.1353171645, 0.1306504977),
                  ("q1_TESS", 0.4410282218, 0.2914377011, 0.2308826215),
                  ("q1_LCO-SSO", 0.3819021745, 0.2610533980, 0.2001188473),
                  ("rho", 3412.0781139322, 402.1180911267, 511.7730862013),
                  ("mflux_TESS", -0.0000311847, 0.0000120813, 0.0000119006),
                  ("sigma_w_TESS", 212.0412803313, 14.0710218433, 13.6622180954),
                  ("K_p1", 3.6104772811, 0.7123901120, 0.6981011873),
                  ("mu_CHIRON", 21.8411038221, 0.5602013345, 0.5588930177)]
_JULIET = ("# {0:18} \t \t {1:12} \t \t {2:12} \t \t {3:12}\n".format(
    "Parameter Name", "Median", "Upper 68 CI", "Lower 68 CI")
    + "".join("{0:18} \t \t {1:.10f} \t \t {2:.10f} \t \t {3:.10f}\n".format(*p) for p in _JULIET_PARAMS))
_JULIET_NAME = "posteriors.dat"

# allesfitter's ns_table.csv (save_table): two '#' lines, then name, median, lower and upper error, label, unit
_ALLES = ("#name,median,lower_error,upper_error,label,unit\n#Fitted parameters,,,\n"
          + "".join(",".join(row) + "\n" for row in [
              ["b_rr", "0.05221703871229014", "0.0011348822519841505", "0.0012018850037714462", r"$R_b / R_\star$",
               ""],
              ["b_rsuma", "0.07103118831408617", "0.002281100736617151", "0.0019337103311810094",
               r"$(R_\star + R_b) / a_b$", ""],
              ["b_cosi", "0.0082210977152301", "0.006104122808411002", "0.005522890077114012", r"$\cos{i_b}$", ""],
              ["b_epoch", "2460612.481366219", "0.0005970914289355278", "0.0006021358445286751", r"$T_{0;b}$",
               r"$\mathrm{BJD}$"],
              ["b_period", "3.891119551208631", "3.0102883117e-06", "2.981109933e-06", r"$P_b$", r"$\mathrm{d}$"],
              ["b_f_c", "0.0", "(fixed)", "(fixed)", r"$\sqrt{e_b} \cos{\omega_b}$", ""],
              ["host_ldc_q1_TESS", "0.43718834420117315", "0.22801433208511874", "0.2770981036400518",
               r"$q_{1; \mathrm{TESS}}$", ""],
              ["ln_err_flux_TESS", "-8.461130871403517", "0.02113889171101232", "0.020818001443290136",
               r"$\ln{\sigma_\mathrm{TESS}}$", r"$\ln{ \mathrm{rel. flux} }$"]]))
_ALLES_NAME = "ns_table.csv"

# an observer's rating sheet as typed after the night: observer, UT date, TOI, filter, transit coverage, depth (ppt),
# NEB check, rating (1-5): eight fields a line
_RATING_SHEET = (f"okafor 2026-10-14 {_TOI} zs full 3.0 cleared 5\n"
                 "okafor 2026-10-14 TOI-4412.02 zs partial 1.1 inconclusive 3\n"
                 "okafor 2026-10-15 TOI-5178.01 ip egress 7.9 NEB 1\n"
                 "okafor 2026-10-15 TOI-6023.01 gp full 4.4 cleared 4\n"
                 "okafor 2026-10-16 TOI-2931.01 zs ingress 0.8 inconclusive 2\n")
# a member's ballot as typed for the campaign's allocation: member, campaign, place, TOI, sub-group: five fields
_BALLOT = (f"castellanos 2026B 1 {_TOI} sg1\n"
           "castellanos 2026B 2 TOI-4412.02 sg1\n"
           "castellanos 2026B 3 TOI-6023.01 sg1\n"
           "castellanos 2026B 4 TOI-5178.01 sg2\n")
# the working group's vote tally as the chair types it: TOI, sub-group, confirm-priority, keep and drop votes,
# decision: six fields a line
_VOTE_TALLY = (f"{_TOI} sg1 7 1 0 confirm-priority\nTOI-4412.02 sg1 3 5 0 keep\n"
               "TOI-6023.01 sg1 4 3 1 keep\nTOI-5178.01 sg2 0 2 6 drop\n")


def hundredeleventh_bar_exoplanets_cases() -> list[Case]:
    G = HUNDREDELEVENTH_EXOPLANETS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="candidate_scores", judgements="wg_decisions", runs=_RECS3,
        stem="followup", outputs=_OUT, item="candidate", rounded="sg_dispositions",
        weights="{'transit_snr': 2.0, 'rv_semi_amplitude': 1.5, 'sg_dispositions': 1.0, 'ground_photometry': 1.0, "
                "'member_votes': 1.0}",
        lone_query="R['transit_snr']['campaign:2026B/single-transits'] = "
                   "{'toi:TOI-4412.01/tfop-sg1': 0.9, 'toi:TOI-6891.01/tfop-sg1': 0.4}\n",
        trust="transit_snr 2\nrv_semi_amplitude 1\nmember_votes 1\n",
        trust_dict="{'transit_snr': 2, 'rv_semi_amplitude': 1, 'member_votes': 1}",
        texts={
            "rrf": ("u111a_rrf_candidate_scores",
                    "rankagg.fuse({source: {sector, month or campaign: {candidate: score}}}, method='rrf'): transit "
                    "depth SNR, predicted RV semi-amplitudes, the sub-groups' dispositions, ground-based photometry "
                    "and the members' votes, six rankings ('sector:2026-S97/southern'), candidates by TOI, planet "
                    f"index and sub-group ('{_DOC}')"),
            "borda": ("u111a_borda_candidate_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a TOI alerted mid-month, with no ground-based light curve "
                      "yet and no predicted semi-amplitude (no stellar mass), so some sources have no score for it"),
            "combsum": ("u111a_combsum_rounded_dispositions",
                        "rankagg.fuse(..., method='combsum'): the sub-groups' dispositions as the leads round them to "
                        "one decimal (many ties), beside the transit SNR and the votes"),
            "fuser": ("u111a_weighted_fuser_transit_snr",
                      "rankagg.Fuser('rrf', weights=...) per sector, month and campaign: transit depth SNR counts 2, "
                      "predicted RV semi-amplitudes 1.5, dispositions, ground-based photometry and the votes 1, as "
                      "the TESS signal decides first"),
            "frame": ("u111a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the group's follow-up "
                      "tracker, a row per sector, month or campaign, candidate and source"),
            "evaluate": ("u111a_evaluate_wg_decisions",
                         "rankagg.evaluate(fused ranking, the working group's decisions, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put the confirm-priority candidates first"),
            "lone": ("u111a_single_transit_campaign_only_tess_snr",
                     "rankagg.fuse(..., method='rrf'): the single-transit campaign, which only the TESS transit SNR "
                     "covers so far (no period, so no RV prediction and no votes), beside sectors, months and "
                     "campaigns every source covers"),
            "cli_rrf": ("u111a_cli_rrf_runs",
                        "rankagg fuse transit_snr.run rv_semi_amplitude.run member_votes.run --method rrf -o "
                        "followup.run: one run per source, sectors, months and campaigns as queries"),
            "cli_borda": ("u111a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: transit depth SNR "
                          "counts double)"),
            "cli_combsum": ("u111a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four candidates a 1 m telescope can "
                            "take per sector in the group's allocation"),
            "cli_evaluate": ("u111a_cli_evaluate_wg_qrels",
                             "rankagg evaluate followup.run --qrels wg_decisions.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the working group's decisions (2 confirm-priority, 1 keep, "
                             "0 drop)"),
            "cli_parquet": ("u111a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o followup.parquet: gzipped runs from the nightly "
                            "vetting pipeline, a Parquet table for the science leads' allocation notebook")})

    # --- the group's files given where runs are read: named by their format or tool ----------------------------------
    cases += files_as_runs(cli_bad, [
        ("u111a_exofop_toi_table_as_run", "ExoFOP-TESS's TOI table as download_toi.php exports it (CSV: 'TIC ID,TOI,"
         "Previous CTOI,Master,SG1A,...', TESS and TFOPWG dispositions, sexagesimal RA and Dec, 'Planet SNR', "
         "'Sectors', 'Comments')", _EXOFOP_NAME, _EXOFOP, "ExoFOP", named_at(_EXOFOP_NAME, _EXOFOP)),
        ("u111a_exofop_target_json_as_run", "ExoFOP-TESS's target JSON of one TIC (target.php?id=...&json: "
         "'basic_info', 'coordinates', 'magnitudes', 'planet_parameters' with per, dep_p, dur, 'tois', "
         "'spectroscopy', 'time_series')", _EXOFOP_TARGET_NAME, _EXOFOP_TARGET, "ExoFOP",
         f"{_EXOFOP_TARGET_NAME}:1"),
        ("u111a_exoplanet_archive_votable_as_run", "a NASA Exoplanet Archive TAP answer saved as a VOTable ('<VOTABLE "
         "version=\"1.3\"', '<RESOURCE type=\"results\">', QUERY_STATUS OK, FIELDs toi, tid, tfopwg_disp, pl_orbper, "
         "pl_trandep, then TABLEDATA rows)", _TAP_VOT_NAME, _TAP_VOT, "Exoplanet Archive",
         named_at(_TAP_VOT_NAME, _TAP_VOT)),
        ("u111a_astroimagej_measurements_xls_as_run", "an AstroImageJ measurements table (.xls that is tab-separated "
         "text: ' ', Label, slice, J.D.-2400000, BJD_TDB, AIRMASS, rel_flux_T1, rel_flux_err_T1, Source-Sky_C2 "
         "columns, a row per image)", _AIJ_XLS_NAME, _AIJ_XLS, "AstroImageJ", named_at(_AIJ_XLS_NAME, _AIJ_XLS)),
        ("u111a_astroimagej_plotcfg_as_run", "an AstroImageJ plot configuration (.plotcfg: '#AstroImageJ Plot "
         "Configuration', a date line, then .plot.title, .plot.xlabel0, .plot.period, .plot.T0 properties)",
         _PLOTCFG_NAME, _PLOTCFG, "AstroImageJ", named_at(_PLOTCFG_NAME, _PLOTCFG)),
        ("u111a_tess_light_curve_fits_as_run", "a TESS SPOC light curve (FITS, binary: 'SIMPLE  =' at byte 0, "
         "TELESCOP 'TESS', OBJECT 'TIC 381854102', SECTOR 97, then a LIGHTCURVE BINTABLE of TIME, PDCSAP_FLUX, "
         "QUALITY)", _LC_FITS_NAME, _LC_FITS, "FITS", _LC_FITS_NAME),
        ("u111a_juliet_posteriors_as_run", "a juliet fit summary, posteriors.dat ('# Parameter Name  Median  Upper "
         "68 CI  Lower 68 CI', then P_p1, t0_p1, r2_p1, b_p1, q1_TESS, K_p1, mu_CHIRON with their bands, four "
         "fields a line)", _JULIET_NAME, _JULIET, "juliet", named_at(_JULIET_NAME, _JULIET)),
        ("u111a_allesfitter_ns_table_as_run", "an allesfitter fit summary, ns_table.csv ('#name,median,lower_error,"
         "upper_error,label,unit', '#Fitted parameters,,,', then b_rr, b_epoch, b_period and '(fixed)' rows with "
         "LaTeX labels)", _ALLES_NAME, _ALLES, "allesfitter", named_at(_ALLES_NAME, _ALLES)),
        ("u111a_observer_rating_sheet_as_run", "a follow-up observer's rating sheet as typed (eight fields a line: "
         "observer, UT date, TOI, filter, transit coverage, depth in ppt, NEB check, rating)",
         "rating_sheet_okafor_2026-10.txt", _RATING_SHEET, "rating sheet", "rating_sheet_okafor_2026-10.txt:1"),
        ("u111a_member_ballot_as_run", "a working group member's ballot as typed (five fields a line: member, "
         "campaign, place, TOI, sub-group)", "ballot_castellanos_2026B.txt", _BALLOT, "ballot",
         "ballot_castellanos_2026B.txt:1"),
        ("u111a_wg_vote_tally_as_run", "the working group's vote tally as the chair types it (six fields a line: "
         "TOI, sub-group, confirm-priority, keep and drop votes, decision)", "vote_tally_2026B.txt", _VOTE_TALLY,
         "vote tally", "vote_tally_2026B.txt:1")],
        one_run=("member_votes.run", _ONE_RUN), stem="followup",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a TOI, a sub-group, "
                 "three vote counts and a decision, not a run's; the file is the field's own, named by what it is (a "
                 "field count or a generic note says nothing the group can act on)",
        binary_why="trec_eval reads text; a TESS light curve (FITS) read as lines gives no ranking (lightkurve or "
                   "astropy.io.fits open it): named by what it is")

    # --- the judgements the group gives -------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u111a_member_ballot_as_qrels", "ballot_castellanos_2026B.txt", _BALLOT, "ballot"),
        ("u111a_wg_vote_tally_as_qrels", "vote_tally_2026B.txt", _VOTE_TALLY, "vote tally"),
        ("u111a_juliet_posteriors_as_qrels", _JULIET_NAME, _JULIET, "juliet"),
        ("u111a_exofop_toi_table_as_qrels", _EXOFOP_NAME, _EXOFOP, "ExoFOP")],
        one_run=("member_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u111a_member_ballot_as_qrels": "a working group member's ballot as typed, five fields a line",
            "u111a_wg_vote_tally_as_qrels": "the working group's vote tally as typed, six fields a line",
            "u111a_juliet_posteriors_as_qrels": "a juliet posteriors.dat fit summary, four fields a line like a "
                                                "qrels line, but a parameter, its median and two bands",
            "u111a_exofop_toi_table_as_qrels": "ExoFOP-TESS's TOI table (CSV), a row per TOI with its dispositions"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u111a_out_tess_fits", "TOI-4412.01_followup_S97.fits", "a FITS file (.fits, as a TESS light curve or an "
         "AstroImageJ table saved to FITS, opened by astropy.io.fits and lightkurve)"),
        ("u111a_out_astroimagej_xls", "TIC381854102-01_20261014_LCO-SSO-1m0_zs_measurements.xls", "an AstroImageJ "
         "measurements table (.xls, as AstroImageJ's MultiPlot saves and reopens it)"),
        ("u111a_out_astroimagej_plotcfg", "TIC381854102-01_20261014_LCO-SSO-1m0_zs_measurements.plotcfg", "an "
         "AstroImageJ plot configuration (.plotcfg, which MultiPlot opens beside a table of the same name)"),
        ("u111a_out_votable", "toi_followup_2026B.vot", "a VOTable (.vot, as TAP clients save a NASA Exoplanet "
         "Archive answer)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=111"))

    # --- the group's documents and tables given to the API ------------------------------------------------------------
    cases += [
        bad("u111a_api_exofop_target_json_dict",
            "rankagg.fuse(json.load(exofop_TIC381854102.json)): ExoFOP-TESS's target JSON of one star, loaded in "
            "Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "ExoFOP", why="a run maps a query to {document: score}; ExoFOP's target JSON maps its sections "
            "('basic_info', 'coordinates', 'magnitudes', 'planet_parameters', 'tois', 'spectroscopy') to the star's "
            "catalogue values and the follow-up logged on it, no ranking",
            files={"r.json": _EXOFOP_TARGET}),
        bad("u111a_api_exofop_toi_table_frame",
            "rankagg.fuse(pd.read_csv(exofop_tess_tois.csv)): ExoFOP-TESS's TOI table (TIC ID, TOI, Master, SG1A ... "
            "SG5, TFOPWG Disposition, Period (days), Depth (ppm), Planet SNR, Comments columns) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "ExoFOP", why="a table of runs has qid, docid, run and score columns; ExoFOP's TOI table has a row per TOI "
            "(its star, sub-group priorities, dispositions, ephemeris, depth, radius, SNR and comments), no query, "
            "document or run",
            files={"r.csv": _EXOFOP}),
    ]
    return cases
