"""Issue 45's twenty-eighth bar of scripts/reliability_matrix.py, a public health team's ranking of counties by vulnerability across indices (FIPS codes, CDC SVI, shapefiles, GeoPackage, ACS) (its cases, ids ``u28b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day, cut short by its deadline: each outcome and year is a query, each county a document by its FIPS code
(leading zeros kept); the runs are vulnerability indices.  The references are computed by hand in each case (RRF with
k=60 over three counties), never with rankagg's code."""

from __future__ import annotations

import struct
from pathlib import Path

from .case import Case, command_cases

TWENTYEIGHTH_HEALTHGIS = "45 Unseen inputs: a twenty-eighth bar, a public health team's ranking of counties by vulnerability across indices (FIPS codes, CDC SVI, shapefiles, GeoPackage, ACS)"

_OUT = ("outreach.run",)
_SVI = ("overdose_2025 Q0 06037 1 0.98 svi\noverdose_2025 Q0 01001 2 0.71 svi\n"
        "overdose_2025 Q0 04013 3 0.55 svi\n")
_ADI = ("overdose_2025 Q0 01001 1 97 adi\noverdose_2025 Q0 04013 2 88 adi\n"
        "overdose_2025 Q0 06037 3 61 adi\n")
_SVI_CSV = ("ST,STATE,ST_ABBR,STCNTY,COUNTY,FIPS,LOCATION,AREA_SQMI,E_TOTPOP,RPL_THEMES\n"
            "01,Alabama,AL,01001,Autauga County,01001,\"Autauga County, Alabama\",594.44,58761,0.4354\n"
            "06,California,CA,06037,Los Angeles County,06037,\"Los Angeles County, California\",4057.88,10019635,-999\n")
_ACS = ("GEO_ID,NAME,B01001_001E,B01001_001M\n"
        "Geography,Geographic Area Name,Estimate!!Total,Margin of Error!!Total\n"
        "0500000US01001,\"Autauga County, Alabama\",58761,*****\n")
_WONDER = ("\"Notes\"\t\"County\"\t\"County Code\"\t\"Deaths\"\t\"Population\"\t\"Crude Rate\"\n"
           "\t\"Autauga County, AL\"\t\"01001\"\t12\t58761\tUnreliable\n"
           "\"---\"\n\"Dataset: Multiple Cause of Death, 1999-2020\"\n\"---\"\n")
_GEOJSON = ('{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"GEOID": "01001", '
            '"NAME": "Autauga", "RPL_THEMES": 0.4354}, "geometry": {"type": "Point", "coordinates": [-86.6, 32.5]}}]}\n')
_PRJ = ('GEOGCS["GCS_North_American_1983",DATUM["D_North_American_1983",SPHEROID["GRS_1980",6378137.0,'
        '298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]')
_SHP = struct.pack(">7i", 9994, 0, 0, 0, 0, 0, 50) + struct.pack("<2i4d", 1000, 5, -124.4, 32.5, -114.1, 42.0) + bytes(32)
_DBF = bytes([3, 125, 12, 1]) + struct.pack("<IHH", 2, 97, 12) + bytes(20) + b"GEOID".ljust(11, b"\0") + b"C" \
    + bytes(4) + bytes([5, 0]) + bytes(14) + b"\r" + b" 01001 06037\x1a"
_GPKG = b"SQLite format 3\0" + struct.pack(">HBBBBBBIIII", 4096, 1, 1, 0, 64, 32, 32, 1, 1, 0, 0) + bytes(4096 - 36)
_DTA = b"<stata_dta><header><release>118</release><byteorder>LSF</byteorder>" + bytes(64)
_SAS = bytes(12) + b"\xc2\xea\x81\x60\xb3\x14\x11\xcf\xbd\x92\x08\x00\x09\xc7\x31\x8c\x18\x1f\x10\x11" + bytes(200)


def _rrf_order(out: str, folder: Path) -> bool:
    """RRF, k=60, by hand: 01001 1/62+1/61, 06037 1/61+1/63, 04013 1/63+1/62; ids keep their leading zeros"""
    rows = [line.split() for line in (folder / "outreach.run").read_text(encoding="utf-8").splitlines() if line]
    return [r[2] for r in rows] == ["01001", "06037", "04013"]


def twentyeighth_bar_healthgis_cases() -> list[Case]:
    G = TWENTYEIGHTH_HEALTHGIS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []
    cases.append(cli_ok(
        "u28b_cli_rrf_fips", "rankagg fuse svi.run adi.run --method rrf -o outreach.run: two indices over three counties",
        ["fuse", "svi.run", "adi.run", "--method", "rrf", "-o", "outreach.run"], {"svi.run": _SVI, "adi.run": _ADI},
        _rrf_order, why="RRF k=60 by hand; FIPS codes are strings, their leading zeros kept"))
    why_text = "trec_eval refuses a line of other than six fields; the file is the field's tool's, named by what it is"
    why_bin = "a binary file holds no TREC line; named by what it is, with what to give instead"
    for cid, name, content, mention, tool in [
            ("u28b_svi_csv_as_run", "SVI_2022_US_county.csv", _SVI_CSV, "SVI_2022_US_county.csv:1", "header"),
            ("u28b_acs_csv_as_run", "ACSDT5Y2022.B01001-Data.csv", _ACS, "ACSDT5Y2022.B01001-Data.csv:1", "header"),
            ("u28b_wonder_txt_as_run", "Multiple Cause of Death.txt", _WONDER, "Multiple Cause of Death.txt:1", "WONDER"),
            ("u28b_geojson_as_run", "counties.geojson", _GEOJSON, "counties.geojson", "GeoJSON"),
            ("u28b_prj_as_run", "tl_2022_us_county.prj", _PRJ, "tl_2022_us_county.prj:1", "WKT"),
            ("u28b_shp_as_run", "tl_2022_us_county.shp", _SHP, "tl_2022_us_county.shp", "shapefile"),
            ("u28b_dbf_as_run", "tl_2022_us_county.dbf", _DBF, "tl_2022_us_county.dbf", "dBASE"),
            ("u28b_gpkg_as_run", "svi.gpkg", _GPKG, "svi.gpkg", "SQLite"),
            ("u28b_dta_as_run", "svi_extract.dta", _DTA, "svi_extract.dta", "Stata"),
            ("u28b_sas_as_run", "svi_extract.sas7bdat", _SAS, "svi_extract.sas7bdat", "SAS")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} svi.run -o outreach.run: the field's file given as a run",
            ["fuse", name, "svi.run", "--method", "rrf", "-o", "outreach.run"], {name: content, "svi.run": _SVI},
            mention, tool, why=why_bin if isinstance(content, bytes) else why_text))
    for cid, name, content in [("u28b_svi_csv_as_qrels", "SVI_2022_US_county.csv", _SVI_CSV),
                               ("u28b_acs_csv_as_qrels", "ACSDT5Y2022.B01001-Data.csv", _ACS)]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate svi.run --qrels {name}: the field's table given as the judgements",
            ["evaluate", "svi.run", "--qrels", name], {"svi.run": _SVI, name: content}, f"{name}:1", outputs=(),
            why="trec_eval refuses a qrels line of other than four fields"))
    cases.append(cli_bad(
        "u28b_svi_missing_as_score", "rankagg fuse: an SVI run whose score is 'NA' for a suppressed county",
        ["fuse", "svi.run", "adi.run", "--method", "rrf", "-o", "outreach.run"],
        {"svi.run": _SVI + "overdose_2025 Q0 35013 4 NA svi\n", "adi.run": _ADI}, "svi.run:4",
        why="docs/conventions.md: a non-numeric score is refused at its line"))
    for cid, suffix in [("u28b_output_shp", "shp"), ("u28b_output_gpkg", "gpkg"), ("u28b_output_geojson", "geojson")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse svi.run adi.run -o outreach.{suffix}: the fused order named for a GIS format",
            ["fuse", "svi.run", "adi.run", "--method", "rrf", "-o", f"outreach.{suffix}"],
            {"svi.run": _SVI, "adi.run": _ADI}, f"outreach.{suffix}", outputs=(f"outreach.{suffix}",),
            why="a TREC run written under a GIS format's name is read by no GIS tool; refused before writing"))
    return cases
