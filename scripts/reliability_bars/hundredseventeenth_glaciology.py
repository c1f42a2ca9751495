"""Issue 45's hundred-and-seventeenth bar of scripts/reliability_matrix.py, a glacier monitoring service's mass-balance
working group, the glaciologists who reduce the stake, snow-pit and geodetic measurements and the working group that
ranks glaciers and survey sites for next season's field campaign and the service's reference-glacier list, per region,
hydrological year and reporting cycle, from the mass-balance uncertainty, the data gaps, the geodetic-glaciological
agreement, the glaciologists' grades and the group's votes (its cases, ids ``u117a_``, registered in its ``cases()``);
the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona
session, before any of its recognisers existed.)

The working group's review: each region, each region's hydrological year and each reporting cycle
(``region:11-01/Alps``, ``hydroyear:2024-25/11-01``, ``cycle:FoG-2026/reference``, and the group's Scandinavian work,
``region:08-02/Scandinavia``, ``hydroyear:2024-25/08-02``, ``cycle:FoG-2026/campaign``) is a query and each glacier or
survey site a document, as the group names them: a glacier by its RGI 7.0 id (``RGI2000-v7.0-G-11-01706``,
``RGI2000-v7.0-G-08-01258``) or, where the group's older series still key it so, its RGI 6.0 id (``RGI60-11.00897``), a
glacier by its WGMS FoG id (``wgms:389``) or its GLIMS id (``glims:G008032E46495N``), a mass-balance stake by the
glacier's GLAMOS working name and the stake's name (``stake:aletsch/P3``) and a snow pit by the glacier and the day it
was dug (``pit:aletsch/2025-04-23``); on the typed sheets the bare RGI id or stake.  The runs are the mass-balance
uncertainty, the data gaps, the geodetic-glaciological agreement, the glaciologists' grades (A to D) and the group's
votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the glaciologists'
grades weighted highest, and judged against the working group's decisions (2 on the reference-glacier list or the full
campaign, 1 kept at a reduced programme of index stakes, 0 dropped from next season's campaign).  The mistakes and odd
files: the field's own files given where runs or qrels are read (a WGMS Fluctuations of Glaciers mass_balance.csv, its
mass_balance_point.csv, glacier.csv and state.csv, an RGI 7.0 region's attribute table as CSV and as the outlines' dBASE
.dbf, the RGI 7.0 submission_info.csv, a GLAMOS point mass-balance file aletsch_annual.dat, OGGM's
glacier_statistics.csv and a glacier directory's mb_calib.json, and a glaciologist's grade sheet, a working-group
member's ballot and the group's vote tally as the group types them), and outputs named for the field's files (a
shapefile's .shx and .cpg as the RGI ships them, an OGGM pickle .pkl and a GLAMOS mass-balance grid .grid).  (Checked:
mass_balance.csv's header against two public readers of the current FoG release (DOI-WGMS-FoG-2026-02-10, read: a
plan quoting 'country,glacier_name,glacier_id,outline_id,year,time_system,begin_date,begin_date_unc,midseason_date,
midseason_date_unc,end_date,end_date_unc,winter_balance,winter_balance_unc,summer_balance,summer_balance_unc,
annual_balance,annual_balance_unc,ela_position,ela,ela_unc,aar,area,investigators,agencies,references,remarks' from
the zip, the balances in m w.e. (the datapackage's '"units": "m w.e.", "example": "-0.87"'), investigators and
references quoted with embedded commas and ' | ' between entries; and a SQL pass-through of the measured columns, the
same list); time_system's words ('floating'), ela_position left empty and the LF line ends are guesses (the 2023-09
schema, read, coded FLO/FXD/STR/COM/OTH), glacier names in capitals are the schema's rule ('FINDELEN', id 389, is its
example), the ids beyond that and all values are ours.  mass_balance_point.csv, glacier.csv and state.csv from the same
pass-through's measured columns (read: 'country, glacier_name, glacier_id, year, id, original_id, time_system,
begin_date, begin_date_unc, end_date, end_date_unc, latitude, longitude, elevation, balance, balance_unc, density,
density_unc, method, balance_code, remarks'; 'country, short_name, names, id, latitude, longitude, gtng_region,
glims_id, rgi50_ids, rgi60_ids, rgi70_ids, wgi_id, parent_glacier_id, references, remarks'; 'country, glacier_name,
glacier_id, outline_id, id, date, date_unc, highest_elevation, lowest_elevation, mean_elevation, elevation_unc, area,
area_unc, length, length_unc, terminus_type, platform, method, investigators, agencies, references, remarks') and
another pipeline's reader taking gtng_region's number before '_' as the RGI region; that the header order is the
listed one is inferred (it was confirmed for mass_balance.csv only), the balance_code and method words ('annual',
'winter', 'stake', 'pit'), gtng_region's text after the number, the wgi_id and the area units are guesses.  The RGI 7.0
attribute table from the RGI user guide's glacier product page (read: the files RGI2000-v7.0-G-01_alaska.shp 'with
accompanying .dbf, .prj, .cpg and .shx files' and RGI2000-v7.0-G-01_alaska-attributes.csv, 'strictly the same' as the
shapefile's attributes, in the order rgi_id, o1region, o2region, glims_id, anlys_id, subm_id, src_date, cenlon,
cenlat, utm_zone, area_km2, primeclass, conn_lvl, surge_type, term_type, glac_name, is_rgi6, termlon, termlat, zmin_m,
zmax_m, zmed_m, zmean_m, slope_deg, aspect_deg, aspect_sec, dem_source, lmax_m, with their types and the codes 9 'Not
assigned' for surge_type, term_type and aspect_sec) and code using ids of the form RGI2000-v7.0-G-11-01706; the region
file's name for region 11, the o2region form '11-01', the GLIMS id's form, src_date's ISO form with a time and
'COPDEM30' are from memory, the values ours.  The .dbf is built as dBASE III from the format as remembered (version
byte 3, the date, record count, header and record lengths, 32-byte field descriptors, 0x0D, records opened by a blank
deletion flag, 0x1A at the end); the widths (C 254, N 18.0 for integers, N 24.15 for reals) are GDAL's and Fiona's
defaults as remembered, a guess.  submission_info.csv from the same page (read: subm_id, n_outlines, area_km2,
anlys_time, release_dt, proc_desc, chief_affl, submitters, analysts, rc_id); the submission is ours.  The GLAMOS file
from the GLAMOS point mass-balance format description (read: '<glaciername>_annual.dat', four '#' header lines with
';' between fields (data type, glacier name, number and type; the column names; the units; the source, production
date, reference and url), a data block of 22 columns written with the Fortran format
'(a11,2x,a8,x,a,2x,a8,x,a,f7.1,i3,2x,2f9.1,f8.1,i4,2i6,i4,i7,2i4,3i6,i4,2x,a)', positions in CH1903, mb_we in mm w.e.,
the quality, measurement-type and source codes) and a reader's docstring quoting a file's header ('# Mass Balance;
Grosser Aletsch; No. 5; annual', '# name; date0; time0; ...; density_error ; source', '# (-);  (yyyymmdd); (hhmm) ;
...', '# GLAMOS / VAW-ETHZ    ; production-date 20200112 ;   reference ; http://www.glamos.ch'), which has 21 names;
the 22nd name error_evaluation_method put in the header before source is our guess, the stakes and readings are ours.
glacier_statistics.csv from OGGM's glacier_statistics and compile_glacier_statistics (read: an OrderedDict opened by
rgi_id, rgi_region, rgi_subregion, name, cenlon, cenlat, rgi_area_km2, rgi_year, glacier_type, terminus_type,
is_tidewater, status, then inv_volume_km3, vas_volume_km3, inv_volume_bsl_km3, inv_volume_bwl_km3, the glacier's
diagnostics, error_task, error_msg, dem_mean_elev, dem_med_elev, dem_min_elev, dem_max_elev and more, written by
pandas with rgi_id as the index); the diagnostics are left out and the file cut after dem_max_elev, the words for
glacier_type, terminus_type and status are from memory, the values ours.  mb_calib.json from OGGM's
mb_calibration_from_scalar_mb and GlacierDirectory.write_json (read: rgi_id, bias, melt_f, prcp_fac, temp_bias,
reference_mb, reference_mb_err, reference_period as '2000-01-01_2020-01-01', mb_global_params over MB_GLOBAL_PARAMS
(temp_default_gradient, temp_all_solid, temp_all_liq, temp_melt) and baseline_climate_source, written by json.dump
with no indent); the global parameters' values and 'GSWP3_W5E5' are OGGM's defaults as remembered, the rest ours.  The
output suffixes: .shx and .cpg (the shape index and code-page files the RGI ships beside each region's .shp and .dbf),
.pkl (an OGGM glacier directory's pickles, model_flowlines.pkl, gzipped by write_pickle, read) and .grid (GLAMOS's
distributed mass-balance grids, '2005_ann_fix_lv95.grid', read by a public reader as six 'key value' lines, ncols,
nrows and nodata_value among them, then the values).  Left out, as they could not be checked here: GLAMOS's
glacier-wide mass-balance CSVs (readers skip nine or four header lines and split an observer column, the lines were
not seen), NVE's mass-balance exports, PyGEM's output files, OGGM's NetCDF run outputs beyond their variable names, the
RGI hypsometry file's header, the FoG mass_balance_band.csv's vocabulary and the CAAML snow-profile files (snow pits
here are rows of the FoG and GLAMOS tables).  The grade sheet, the ballot and the vote tally are typed here as the
group's glaciologists, its members and its chair type them; the ids are in the RGI's, WGMS's, GLIMS's and GLAMOS's
forms, which glacier each names and every value given for it is not claimed.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDSEVENTEENTH_GLACIOLOGY = ("45 Unseen inputs: a hundred-and-seventeenth bar, a glacier monitoring service's "
                                 "mass-balance working group (the glaciologists who reduce the stake, snow-pit and "
                                 "geodetic measurements and the working group that ranks glaciers and survey sites) "
                                 "ranking glaciers and survey sites per region, hydrological year and reporting cycle "
                                 "for next season's field campaign and the reference-glacier list from mass-balance "
                                 "uncertainty, data gaps, geodetic-glaciological agreement, the glaciologists' grades "
                                 "and the group's votes (WGMS Fluctuations of Glaciers mass_balance.csv, "
                                 "mass_balance_point.csv, glacier.csv and state.csv, RGI 7.0 attribute tables (CSV, "
                                 "dBASE .dbf) and submission_info.csv, GLAMOS point mass-balance files (.dat), OGGM "
                                 "glacier_statistics.csv and mb_calib.json, glaciologists' grade sheets, working-group "
                                 "ballots and vote tallies as typed)")

_RGI = "RGI2000-v7.0-G-11-01706"
_RGI2 = "RGI2000-v7.0-G-11-02596"
_RGI6 = "RGI60-11.00897"
_STAKE = "stake:aletsch/P3"
_PIT = "pit:aletsch/2025-04-23"
_WGMS = "wgms:389"
_GLIMS = "glims:G008032E46495N"
_SCA = "RGI2000-v7.0-G-08-01258"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['mb_uncertainty', 'data_gaps', 'geodetic_agreement', 'glaciologist_grades', 'wg_votes'],
    items=[_RGI, _RGI2, _RGI6, _STAKE, _WGMS, _PIT, _GLIMS, _SCA],
    queries=['region:11-01/Alps', 'hydroyear:2024-25/11-01', 'cycle:FoG-2026/reference',
             'region:08-02/Scandinavia', 'hydroyear:2024-25/08-02', 'cycle:FoG-2026/campaign'],
    suffix='/reanalysed', generator='glacier_scores', judgements='wg_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "glacier_scores", "campaign.run")

_RECS3 = ["mb_uncertainty", "glaciologist_grades", "wg_votes"]
_OUT = ("campaign.run",)
_ONE_RUN = (f"region:11-01/Alps Q0 {_RGI} 1 0.9312 wg_votes\n"
            f"region:11-01/Alps Q0 {_RGI2} 2 0.8467 wg_votes\n")


# the group's files, as the WGMS, the RGI, GLAMOS and OGGM write them
# WGMS FoG's glacier-wide mass balance table (the current release's lower-case header, balances in m w.e.)
_FOG_MB = ("country,glacier_name,glacier_id,outline_id,year,time_system,begin_date,begin_date_unc,midseason_date,"
           "midseason_date_unc,end_date,end_date_unc,winter_balance,winter_balance_unc,summer_balance,"
           "summer_balance_unc,annual_balance,annual_balance_unc,ela_position,ela,ela_unc,aar,area,investigators,"
           "agencies,references,remarks\n"
           "CH,FINDELEN,389,,2025,floating,2024-09-27,,2025-05-14,,2025-09-23,,1.21,0.08,-2.94,0.10,-1.73,0.12,,"
           "3420,25,11.0,,\"Huss, M. | Bauder, A.\",GLAMOS,,\n"
           "CH,GROSSER ALETSCH,360,,2025,floating,2024-09-29,,2025-04-23,,2025-09-26,,1.48,0.09,-3.02,0.11,-1.54,"
           "0.14,,3310,30,21.0,,\"Huss, M. | Bauder, A.\",GLAMOS,,\n"
           "CH,SILVRETTA,408,,2025,floating,2024-09-25,,2025-04-30,,2025-09-20,,0.71,0.06,-2.98,0.09,-2.27,0.11,,"
           "3142,20,0.0,,\"Huss, M. | Bauder, A.\",GLAMOS,,ELA above the glacier\n"
           "NO,STORBREEN,302,,2025,floating,2024-10-02,,2025-05-08,,2025-09-30,,1.62,0.10,-2.41,0.12,-0.79,0.16,,"
           "1890,40,34.0,,\"Andreassen, L. M.\",NVE,,\n")
_FOG_MB_NAME = "mass_balance.csv"

# WGMS FoG's point balances: a stake or pit a row, the stake's own name in original_id
_FOG_POINT = ("country,glacier_name,glacier_id,year,id,original_id,time_system,begin_date,begin_date_unc,end_date,"
              "end_date_unc,latitude,longitude,elevation,balance,balance_unc,density,density_unc,method,balance_code,"
              "remarks\n"
              "CH,GROSSER ALETSCH,360,2025,1284417,P3,floating,2024-09-29,,2025-09-26,,46.4463,8.0584,2870,-2.41,"
              "0.12,900,,stake,annual,\n"
              "CH,GROSSER ALETSCH,360,2025,1284418,P5,floating,2024-09-29,,2025-09-26,,46.4681,8.0417,3120,-0.86,"
              "0.14,900,,stake,annual,\n"
              "CH,GROSSER ALETSCH,360,2025,1284419,S2504,floating,2024-09-29,,2025-04-23,,46.5016,8.0302,3350,1.62,"
              "0.09,412,20,pit,winter,snow pit dug 2025-04-23\n")
_FOG_POINT_NAME = "mass_balance_point.csv"

# WGMS FoG's glacier table: names, the ids other inventories give the glacier, its region
_FOG_GLACIER = ("country,short_name,names,id,latitude,longitude,gtng_region,glims_id,rgi50_ids,rgi60_ids,rgi70_ids,"
                "wgi_id,parent_glacier_id,references,remarks\n"
                "CH,FINDELEN,FINDELENGLETSCHER,389,45.9926,7.8803,11_central_europe,G007869E46001N,RGI50-11.02773,"
                "RGI60-11.02773,RGI2000-v7.0-G-11-02596,CH4W01603016,,,\n"
                "CH,GROSSER ALETSCH,GROSSER ALETSCHGLETSCHER,360,46.4467,8.0553,11_central_europe,G008032E46495N,"
                "RGI50-11.01450,RGI60-11.01450,RGI2000-v7.0-G-11-01706,CH4N01305005,,,\n"
                "NO,STORBREEN,STORBREEN,302,61.5671,8.1322,08_scandinavia,G008132E61567N,RGI50-08.02458,"
                "RGI60-08.02458,RGI2000-v7.0-G-08-01258,NO2N00512004,,,\n")
_FOG_GLACIER_NAME = "glacier.csv"

# WGMS FoG's state table: a glacier's area, length and elevations at a date
_FOG_STATE = ("country,glacier_name,glacier_id,outline_id,id,date,date_unc,highest_elevation,lowest_elevation,"
              "mean_elevation,elevation_unc,area,area_unc,length,length_unc,terminus_type,platform,method,"
              "investigators,agencies,references,remarks\n"
              "CH,GROSSER ALETSCH,360,,80211,2022-09-01,,4100,1575,2945,,77.05,1.54,22.6,0.2,land,aerial,"
              "photogrammetry,\"Linsbauer, A.\",GLAMOS,,\n"
              "CH,FINDELEN,389,,80212,2022-09-01,,3905,2580,3230,,12.62,0.25,6.7,0.1,land,aerial,photogrammetry,"
              "\"Linsbauer, A.\",GLAMOS,,\n"
              "NO,STORBREEN,302,,80213,2019-08-20,,2100,1390,1735,,4.97,0.10,2.9,0.1,land,aerial,lidar,"
              "\"Andreassen, L. M.\",NVE,,\n")
_FOG_STATE_NAME = "state.csv"

# an RGI 7.0 region's attributes, the same columns as its shapefile's .dbf
_RGI_FIELDS = [("rgi_id", "C", 254, 0), ("o1region", "C", 254, 0), ("o2region", "C", 254, 0),
               ("glims_id", "C", 254, 0), ("anlys_id", "N", 18, 0), ("subm_id", "N", 18, 0),
               ("src_date", "C", 254, 0), ("cenlon", "N", 24, 15), ("cenlat", "N", 24, 15), ("utm_zone", "N", 18, 0),
               ("area_km2", "N", 24, 15), ("primeclass", "N", 18, 0), ("conn_lvl", "N", 18, 0),
               ("surge_type", "N", 18, 0), ("term_type", "N", 18, 0), ("glac_name", "C", 254, 0),
               ("is_rgi6", "N", 18, 0), ("termlon", "N", 24, 15), ("termlat", "N", 24, 15), ("zmin_m", "N", 24, 15),
               ("zmax_m", "N", 24, 15), ("zmed_m", "N", 24, 15), ("zmean_m", "N", 24, 15),
               ("slope_deg", "N", 24, 15), ("aspect_deg", "N", 24, 15), ("aspect_sec", "N", 18, 0),
               ("dem_source", "C", 254, 0), ("lmax_m", "N", 18, 0)]
_RGI_ROWS = [
    (_RGI, "11", "11-01", "G008032E46495N", 773245, 726, "2015-09-05T00:00:00", 8.0322, 46.4952, 32, 78.162, 5, 0,
     0, 9, "Grosser Aletschgletscher", 0, 8.0119, 46.4105, 1575.0, 4123.0, 3194.0, 3108.6, 10.9, 160.2, 5,
     "COPDEM30", 22904),
    (_RGI2, "11", "11-01", "G007869E46001N", 773812, 726, "2015-09-05T00:00:00", 7.8689, 46.0011, 32, 12.654, 5, 0,
     0, 9, "Findelengletscher", 0, 7.8163, 46.0004, 2579.0, 3906.0, 3252.0, 3214.3, 11.6, 281.4, 7, "COPDEM30",
     6818),
    ("RGI2000-v7.0-G-11-00743", "11", "11-01", "G010758E46800N", 771904, 726, "2015-08-27T00:00:00", 10.7581,
     46.8003, 32, 6.312, 0, 0, 0, 9, "", 1, 10.7344, 46.7942, 2456.0, 3720.0, 3046.0, 3031.8, 13.2, 61.9, 2,
     "COPDEM30", 6402)]


def _rgi_cell(value: object, kind: str, width: int, decimals: int) -> str:
    if kind == "C":
        return str(value).ljust(width)[:width]
    return (f"{float(str(value)):.{decimals}f}" if decimals else str(value)).rjust(width)


def _rgi_csv() -> str:
    lines = [",".join(name for name, *_ in _RGI_FIELDS)]
    for row in _RGI_ROWS:
        lines.append(",".join(f"\"{v}\"" if isinstance(v, str) and " " in v else str(v) for v in row))
    return "\n".join(lines) + "\n"


_RGI_CSV = _rgi_csv()
_RGI_CSV_NAME = "RGI2000-v7.0-G-11_central_europe-attributes.csv"


# the same attributes as the outlines' dBASE III table: header, field descriptors, 0x0D, fixed-width records, 0x1A
def _rgi_dbf() -> bytes:
    record_len = 1 + sum(width for _, _, width, _ in _RGI_FIELDS)
    header_len = 32 + 32 * len(_RGI_FIELDS) + 1
    out = struct.pack("<BBBBIHH20s", 3, 123, 7, 10, len(_RGI_ROWS), header_len, record_len, b"\0" * 20)
    for name, kind, width, decimals in _RGI_FIELDS:
        out += name.encode("ascii").ljust(11, b"\0") + kind.encode("ascii") + b"\0" * 4
        out += bytes([width, decimals]) + b"\0" * 14
    out += b"\r"
    for row in _RGI_ROWS:
        cells = [_rgi_cell(v, kind, width, dec) for v, (_, kind, width, dec) in zip(row, _RGI_FIELDS)]
        out += b" " + "".join(cells).encode("latin-1")
    return out + b"\x1a"


_RGI_DBF = _rgi_dbf()
_RGI_DBF_NAME = "RGI2000-v7.0-G-11_central_europe.dbf"

# the RGI 7.0 region's submission info: who delivered the outlines, a submission a row
_RGI_SUBM = ("subm_id,n_outlines,area_km2,anlys_time,release_dt,proc_desc,chief_affl,submitters,analysts,rc_id\n"
             "726,3927,1805.931,2015-09-01T00:00:00,2020-11-03T00:00:00,\"Semi-automated band ratio mapping on "
             "Sentinel-2 scenes, manual correction of debris cover, divides from a DEM\",University of Zurich,"
             "\"Paul, Frank\",\"Paul, Frank; Rastner, Philipp; Linsbauer, Andreas\",83\n"
             "731,12,4.207,2016-08-01T00:00:00,2021-02-15T00:00:00,Manual digitisation on orthophotos,"
             "University of Innsbruck,\"Fischer, Andrea\",\"Fischer, Andrea\",86\n")
_RGI_SUBM_NAME = "RGI2000-v7.0-G-11_central_europe-submission_info.csv"


# a GLAMOS point mass-balance file: four '#' header lines, then the 22-column data block in its Fortran layout
def _glamos_line(name: str, date0: str, date1: str, period: float, x: float, y: float, z: float, raw: int,
                 density: int, dq: int, mb_we: int, mq: int, mtype: int, err: int, read_err: int, dens_err: int,
                 source: str) -> str:
    return (f"{name:<11s}  {date0:8s} 1200  {date1:8s} 1200{period:7.1f}{1:3d}  {x:9.1f}{y:9.1f}{z:8.1f}{1:4d}"
            f"{raw:6d}{density:6d}{dq:4d}{mb_we:7d}{mq:4d}{mtype:4d}{err:6d}{read_err:6d}{dens_err:6d}{1:4d}"
            f"  {source}\n")


_GLAMOS_DAT = ("# Mass Balance;  Grosser Aletsch; No. 5; annual\n"
               "# name; date0; time0; date1; time1; period; date_quality; x_pos ; y_pos ; z_pos ; position_quality; "
               "mb_raw ; density ;  density_quality ; mb_we ; measurement_quality ; measurement_type ; mb_error ; "
               "reading_error ; density_error ; error_evaluation_method ; source\n"
               "# (-);  (yyyymmdd); (hhmm) ; (yyyymmdd); (hhmm) ; (d) ; (#) ; (m) ; (m) ; (m a.s.l.) ; (#) ; (cm) ; "
               "(kg m-3) ; (#) ; (mm w.e.) ; (#) ; (#) ; (mm w.e.) ; (mm w.e.) ; (mm w.e.) ; (#) ; (-)\n"
               "# GLAMOS / VAW-ETHZ    ; production-date 20260112 ;   reference ; http://www.glamos.ch\n"
               + _glamos_line("P3", "20240929", "20250926", 362.0, 643812.4, 146221.7, 2870.2, -268, 900, 1, -2412,
                              1, 1, 118, 92, 36, "mh")
               + _glamos_line("P5", "20240929", "20250926", 362.0, 642551.0, 148645.3, 3120.6, -96, 900, 1, -864,
                              1, 1, 106, 92, 13, "mh")
               + _glamos_line("P8", "20240929", "20250926", 362.0, 641330.9, 151380.2, 3355.1, 295, 550, 3, 1623,
                              1, 2, 164, 58, 130, "mh")
               + _glamos_line("P11", "20240930", "20250927", 362.0, 640276.5, 153007.8, 3490.8, 340, 560, 3, 1904,
                              2, 2, 221, 97, 152, "ab"))
_GLAMOS_DAT_NAME = "aletsch_annual.dat"

# OGGM's compiled glacier statistics, a glacier a row, the RGI id as pandas' index (cut after dem_max_elev)
_OGGM_STATS = ("rgi_id,rgi_region,rgi_subregion,name,cenlon,cenlat,rgi_area_km2,rgi_year,glacier_type,"
               "terminus_type,is_tidewater,status,inv_volume_km3,vas_volume_km3,inv_volume_bsl_km3,"
               "inv_volume_bwl_km3,error_task,error_msg,dem_mean_elev,dem_med_elev,dem_min_elev,dem_max_elev\n"
               f"{_RGI},11,11-01,Grosser Aletschgletscher,8.0322,46.4952,78.162,2015,Glacier,Land-terminating,"
               "False,Glacier or ice cap,12.4517,13.5402,0.0,0.0,,,3108.6,3194.0,1575.0,4123.0\n"
               f"{_RGI2},11,11-01,Findelengletscher,7.8689,46.0011,12.654,2015,Glacier,Land-terminating,False,"
               "Glacier or ice cap,1.0214,1.0935,0.0,0.0,,,3214.3,3252.0,2579.0,3906.0\n"
               "RGI2000-v7.0-G-11-00743,11,11-01,,10.7581,46.8003,6.312,2015,Glacier,Land-terminating,False,"
               "Glacier or ice cap,,,,,mb_calibration_from_scalar_mb,MassBalanceCalibrationError: could not find "
               "a melt_f in the bounds,3031.8,3046.0,2456.0,3720.0\n")
_OGGM_STATS_NAME = "glacier_statistics.csv"

# an OGGM glacier directory's calibrated mass-balance parameters, json.dump on one line
_MB_CALIB = json.dumps({
    "rgi_id": _RGI, "bias": 0, "melt_f": 5.8123, "prcp_fac": 2.4371, "temp_bias": 0.6852,
    "reference_mb": -1105.4, "reference_mb_err": 207.9, "reference_period": "2000-01-01_2020-01-01",
    "mb_global_params": {"temp_default_gradient": -0.0065, "temp_all_solid": 0.0, "temp_all_liq": 2.0,
                         "temp_melt": -1.0},
    "baseline_climate_source": "GSWP3_W5E5"})
_MB_CALIB_NAME = "mb_calib.json"

# a glaciologist's grade sheet as typed after the autumn survey: glaciologist, date, hydrological year, glacier or
# stake, grade (A-D), annual balance (m w.e.), its uncertainty (m w.e.), stakes lost: eight fields a line
_GRADE_SHEET = (f"mhuber 2025-10-02 2024-25 {_RGI} A -1.54 0.14 0\n"
                f"mhuber 2025-10-02 2024-25 {_RGI2} B -1.73 0.12 1\n"
                "mhuber 2025-10-02 2024-25 aletsch/P3 A -2.41 0.12 0\n"
                "mhuber 2025-10-02 2024-25 aletsch/P11 C 1.90 0.22 0\n"
                "mhuber 2025-10-02 2024-25 RGI2000-v7.0-G-11-00743 D -2.05 0.41 3\n")
# a working-group member's ballot for the cycle, as typed: member, cycle, place, glacier or site, proposed status
_BALLOT = (f"andersen FoG-2026/reference 1 {_RGI} reference\n"
           f"andersen FoG-2026/reference 2 {_RGI2} reference\n"
           f"andersen FoG-2026/reference 3 {_SCA} reduced\n"
           "andersen FoG-2026/reference 4 RGI2000-v7.0-G-11-00743 drop\n")
# the working group's vote tally as its chair types it: glacier or site, cycle, reference, reduced-programme and drop
# votes, decision: six fields a line
_VOTE_TALLY = (f"{_RGI} FoG-2026/reference 8 1 0 reference\n"
               f"{_RGI2} FoG-2026/reference 6 3 0 reference\n"
               f"{_SCA} FoG-2026/reference 2 6 1 reduced\n"
               "RGI2000-v7.0-G-11-00743 FoG-2026/reference 0 3 6 drop\n")


def hundredseventeenth_bar_glaciology_cases() -> list[Case]:
    G = HUNDREDSEVENTEENTH_GLACIOLOGY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="glacier_scores", judgements="wg_decisions", runs=_RECS3,
        stem="campaign", outputs=_OUT, item="glacier or site", rounded="glaciologist_grades",
        weights="{'glaciologist_grades': 2.0, 'mb_uncertainty': 1.5, 'wg_votes': 1.0, 'geodetic_agreement': 0.5}",
        lone_query="R['mb_uncertainty']['region:12-01/Caucasus'] = "
                   "{'RGI2000-v7.0-G-12-00452': 0.9, 'RGI2000-v7.0-G-12-01093': 0.4}\n",
        trust="glaciologist_grades 2\nmb_uncertainty 1\nwg_votes 1\n",
        trust_dict="{'glaciologist_grades': 2, 'mb_uncertainty': 1, 'wg_votes': 1}",
        texts={
            "rrf": ("u117a_rrf_glacier_scores",
                    "rankagg.fuse({source: {region, hydrological year or cycle: {glacier or site: score}}}, "
                    "method='rrf'): the mass-balance uncertainty, data gaps, geodetic-glaciological agreement, the "
                    "glaciologists' grades and the group's votes, six rankings ('region:11-01/Alps', "
                    f"'hydroyear:2024-25/11-01'), glaciers by RGI 7.0 and RGI 6.0 id ('{_RGI}', '{_RGI6}'), by "
                    f"WGMS and GLIMS id ('{_WGMS}', '{_GLIMS}'), a stake ('{_STAKE}') and a snow pit ('{_PIT}')"),
            "borda": ("u117a_borda_site_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): stakes drilled this autumn and glaciers without a geodetic "
                      "survey yet, not graded or voted on, so some sources have no score for them"),
            "combsum": ("u117a_combsum_rounded_glaciologist_grades",
                        "rankagg.fuse(..., method='combsum'): the glaciologists' A to D grades turned to scores at "
                        "one decimal (many ties), beside the mass-balance uncertainty and the votes"),
            "fuser": ("u117a_weighted_fuser_glaciologist_grades",
                      "rankagg.Fuser('rrf', weights=...) per region, hydrological year and cycle: the glaciologists' "
                      "grades count 2, the mass-balance uncertainty 1.5, the group's votes 1 and the geodetic "
                      "agreement 0.5, as the group's protocol puts the field glaciologists' reading of a series first"),
            "frame": ("u117a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the group's campaign "
                      "tracker, a row per region or year, glacier or site and source"),
            "evaluate": ("u117a_evaluate_wg_decisions",
                         "rankagg.evaluate(fused ranking, the working group's decisions, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put the glaciers and sites the group kept on the reference list or "
                         "the full campaign first"),
            "lone": ("u117a_new_region_only_mb_uncertainty",
                     "rankagg.fuse(..., method='rrf'): a region taken on this year (the Caucasus) that only the "
                     "mass-balance uncertainty covers so far (no gaps count, geodetic check, grade or votes), beside "
                     "regions, years and cycles every source covers"),
            "cli_rrf": ("u117a_cli_rrf_runs",
                        "rankagg fuse mb_uncertainty.run glaciologist_grades.run wg_votes.run --method rrf -o "
                        "campaign.run: one run per source, regions, hydrological years and cycles as queries"),
            "cli_borda": ("u117a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the glaciologists' "
                          "grades count double)"),
            "cli_combsum": ("u117a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four glaciers or sites per region the "
                            "field teams can visit next season"),
            "cli_evaluate": ("u117a_cli_evaluate_wg_qrels",
                             "rankagg evaluate campaign.run --qrels wg_decisions.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the working group's decisions (2 reference list or full "
                             "campaign, 1 reduced programme, 0 dropped)"),
            "cli_parquet": ("u117a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o campaign.parquet: gzipped runs from the service's "
                            "nightly reduction job, a Parquet table for the campaign planners' dashboard")})

    # --- the group's files given where runs are read: named by their format or tool ---------------------------------
    cases += files_as_runs(cli_bad, [
        ("u117a_fog_mass_balance_csv_as_run", "a WGMS Fluctuations of Glaciers table, mass_balance.csv (the header "
         "'country,glacier_name,glacier_id,outline_id,year,time_system,...,annual_balance,annual_balance_unc,...,"
         "remarks', 27 fields a row, balances in m w.e., quoted investigators)", _FOG_MB_NAME, _FOG_MB, "WGMS",
         f"{_FOG_MB_NAME}:1"),
        ("u117a_fog_mass_balance_point_csv_as_run", "a WGMS Fluctuations of Glaciers point table, "
         "mass_balance_point.csv (the header 'country,glacier_name,glacier_id,year,id,original_id,...,balance,"
         "balance_unc,density,density_unc,method,balance_code,remarks', a stake or pit a row)", _FOG_POINT_NAME,
         _FOG_POINT, "WGMS", f"{_FOG_POINT_NAME}:1"),
        ("u117a_fog_glacier_csv_as_run", "a WGMS Fluctuations of Glaciers glacier table, glacier.csv (the header "
         "'country,short_name,names,id,latitude,longitude,gtng_region,glims_id,rgi50_ids,rgi60_ids,rgi70_ids,...')",
         _FOG_GLACIER_NAME, _FOG_GLACIER, "WGMS", f"{_FOG_GLACIER_NAME}:1"),
        ("u117a_rgi7_attributes_csv_as_run", "an RGI 7.0 region's attribute table, "
         "RGI2000-v7.0-G-11_central_europe-attributes.csv (the header 'rgi_id,o1region,o2region,glims_id,anlys_id,"
         "subm_id,src_date,cenlon,cenlat,...,dem_source,lmax_m', a glacier a row)", _RGI_CSV_NAME, _RGI_CSV, "RGI",
         f"{_RGI_CSV_NAME}:1"),
        ("u117a_rgi7_outlines_dbf_as_run", "the dBASE table of an RGI 7.0 region's outlines, "
         "RGI2000-v7.0-G-11_central_europe.dbf (binary: version byte 3, 28 field descriptors rgi_id ... lmax_m, "
         "0x0D, fixed-width records, 0x1A)", _RGI_DBF_NAME, _RGI_DBF, "dBASE", _RGI_DBF_NAME),
        ("u117a_glamos_point_dat_as_run", "a GLAMOS point mass-balance file, aletsch_annual.dat ('# Mass Balance;  "
         "Grosser Aletsch; No. 5; annual', the '# name; date0; time0; ...' and units lines, '# GLAMOS / VAW-ETHZ', "
         "then stakes in the 22-column Fortran layout)", _GLAMOS_DAT_NAME, _GLAMOS_DAT, "GLAMOS",
         f"{_GLAMOS_DAT_NAME}:1"),
        ("u117a_oggm_glacier_statistics_as_run", "OGGM's compiled glacier statistics, glacier_statistics.csv (the "
         "header 'rgi_id,rgi_region,rgi_subregion,name,cenlon,cenlat,rgi_area_km2,rgi_year,glacier_type,...,"
         "dem_max_elev', a glacier a row)", _OGGM_STATS_NAME, _OGGM_STATS, "OGGM", f"{_OGGM_STATS_NAME}:1"),
        ("u117a_glaciologist_grade_sheet_as_run", "a glaciologist's grade sheet as typed (eight fields a line: "
         "glaciologist, date, hydrological year, glacier or stake, grade A-D, annual balance, its uncertainty, "
         "stakes lost)", "grades_mhuber_2024-25.txt", _GRADE_SHEET, "grade sheet", "grades_mhuber_2024-25.txt:1"),
        ("u117a_wg_ballot_as_run", "a working-group member's ballot for the cycle as typed (five fields a line: "
         "member, cycle, place, glacier or site, proposed status)", "ballot_andersen_FoG-2026.txt", _BALLOT,
         "ballot", "ballot_andersen_FoG-2026.txt:1"),
        ("u117a_wg_vote_tally_as_run", "the working group's vote tally as its chair types it (six fields a line: "
         "glacier or site, cycle, reference, reduced-programme and drop votes, decision)", "vote_tally_FoG-2026.txt",
         _VOTE_TALLY, "vote tally", "vote_tally_FoG-2026.txt:1")],
        one_run=("wg_votes.run", _ONE_RUN), stem="campaign",
        text_why="trec_eval refuses a line of other than six fields, and the six of a vote tally (a glacier, a "
                 "cycle, three vote counts and a decision) are not a run's; a FoG or RGI table is one "
                 "comma-separated field to trec_eval; the file is the field's own, named by what it is (a field "
                 "count or a generic note says nothing the group can act on)",
        binary_why="trec_eval reads text; a dBASE table read as lines gives no ranking (GDAL, pyshp or geopandas "
                   "open it beside the .shp): named by what it is")

    # --- the judgements the group gives ----------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u117a_wg_vote_tally_as_qrels", "vote_tally_FoG-2026.txt", _VOTE_TALLY, "vote tally"),
        ("u117a_fog_state_csv_as_qrels", _FOG_STATE_NAME, _FOG_STATE, "WGMS"),
        ("u117a_rgi7_submission_info_as_qrels", _RGI_SUBM_NAME, _RGI_SUBM, "RGI"),
        ("u117a_oggm_mb_calib_json_as_qrels", _MB_CALIB_NAME, _MB_CALIB, "OGGM")],
        one_run=("wg_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u117a_wg_vote_tally_as_qrels": "the working group's vote tally as typed, six fields a line",
            "u117a_fog_state_csv_as_qrels": "a WGMS Fluctuations of Glaciers state table, state.csv ('country,"
                                            "glacier_name,glacier_id,outline_id,id,date,...,area,area_unc,length,"
                                            "length_unc,terminus_type,...', 22 fields a row)",
            "u117a_rgi7_submission_info_as_qrels": "an RGI 7.0 region's submission_info.csv ('subm_id,n_outlines,"
                                                   "area_km2,anlys_time,release_dt,proc_desc,chief_affl,submitters,"
                                                   "analysts,rc_id', quoted processing descriptions)",
            "u117a_oggm_mb_calib_json_as_qrels": "an OGGM glacier directory's mb_calib.json (one line: rgi_id, bias, "
                                                 "melt_f, prcp_fac, temp_bias, reference_mb, ..., "
                                                 "mb_global_params, baseline_climate_source)"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files -----------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u117a_out_shapefile_shx", "FoG2026_campaign.shx", "a shapefile's shape index (.shx, as GDAL and pyshp read "
         "it beside an RGI region's .shp and .dbf)"),
        ("u117a_out_shapefile_cpg", "FoG2026_campaign.cpg", "a shapefile's code-page file (.cpg, as the RGI 7.0 "
         "outlines ship it and GDAL reads it)"),
        ("u117a_out_oggm_pickle_pkl", "FoG2026_campaign.pkl", "an OGGM glacier-directory pickle (.pkl, as OGGM's "
         "read_pickle opens model_flowlines.pkl)"),
        ("u117a_out_glamos_grid", "FoG2026_campaign.grid", "a GLAMOS mass-balance grid (.grid, as GLAMOS's "
         "distributed balances, 2005_ann_fix_lv95.grid, are read)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=117"))

    # --- the group's documents and tables given to the API ---------------------------------------------------------
    cases += [
        bad("u117a_api_oggm_mb_calib_dict",
            "rankagg.fuse(json.load(mb_calib.json)): an OGGM glacier directory's calibrated mass-balance "
            "parameters, loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "OGGM", why="a run maps a query to {document: score}; mb_calib.json maps each parameter of one glacier's "
            "mass-balance model (rgi_id, melt_f, prcp_fac, temp_bias, reference_mb, mb_global_params) to a value, "
            "no query and no ranking",
            files={"r.json": _MB_CALIB}),
        bad("u117a_api_fog_mass_balance_frame",
            "rankagg.fuse(pd.read_csv(mass_balance.csv)): a WGMS Fluctuations of Glaciers mass_balance table "
            "(country, glacier_name, glacier_id, ..., annual_balance, annual_balance_unc, ..., remarks columns) "
            "given as runs",
            "import pandas as pd, rankagg\n"
            "rankagg.fuse(pd.read_csv('mass_balance.csv'), method='borda')\n",
            "WGMS", why="a table of runs has qid, docid, run and score columns; a FoG table has a glacier's "
            "hydrological year a row (its dates, winter, summer and annual balances, ELA and AAR), no query, run or "
            "score",
            files={"mass_balance.csv": _FOG_MB}),
    ]
    return cases
