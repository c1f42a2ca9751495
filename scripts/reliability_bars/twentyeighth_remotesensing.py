"""Issue 45's twenty-eighth bar of scripts/reliability_matrix.py, a remote sensing team's ranking of satellite scenes across scorers (GeoTIFF, STAC, Sentinel SAFE, ENVI) (its cases, ids ``u28d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each area of interest and date window (``AOI_Lagos_2026-07``) is a query and each scene a document
(Sentinel-2 and Landsat product ids, long and full of underscores); the runs are scene scorers.  This first part
holds the team's own files given where a run or the judgements are read and the fused order named for their formats;
each expects an error naming the file (and its line where there is one) and what the file is."""

from __future__ import annotations

import struct

from .case import Case, command_cases

TWENTYEIGHTH_REMOTESENSING = "45 Unseen inputs: a twenty-eighth bar, a remote sensing team's ranking of satellite scenes across scorers (GeoTIFF, STAC, Sentinel SAFE, ENVI)"

_S2A = "S2B_MSIL2A_20260714T103629_N0511_R008_T31UFQ_20260714T132105"
_S2B = "S2A_MSIL2A_20260709T103631_N0511_R008_T31UFQ_20260709T141852"
_L9 = "LC09_L2SP_198024_20260711_20260712_02_T1"
_ONE_RUN = (f"AOI_Lagos_2026-07 Q0 {_S2A} 1 0.94 usability\nAOI_Lagos_2026-07 Q0 {_L9} 2 0.81 usability\n"
            f"AOI_Lagos_2026-07 Q0 {_S2B} 3 0.42 usability\n")
_OUT = ("best5.run",)

# the team's files, as their tools write them (a few rows)
_MTL_TXT = ("GROUP = LANDSAT_METADATA_FILE\n  GROUP = PRODUCT_CONTENTS\n    ORIGIN = \"Image courtesy of the U.S. "
            "Geological Survey\"\n    DIGITAL_OBJECT_IDENTIFIER = \"https://doi.org/10.5066/P9OGBGM6\"\n"
            f"    LANDSAT_PRODUCT_ID = \"{_L9}\"\n    PROCESSING_LEVEL = \"L2SP\"\n  END_GROUP = PRODUCT_CONTENTS\n"
            "  GROUP = IMAGE_ATTRIBUTES\n    CLOUD_COVER = 12.37\n    CLOUD_COVER_LAND = 11.02\n"
            "  END_GROUP = IMAGE_ATTRIBUTES\nEND_GROUP = LANDSAT_METADATA_FILE\nEND\n")
_ENVI_HDR = ("ENVI\ndescription = {\n  T31UFQ_20260714_B04 subset}\nsamples = 10980\nlines   = 10980\nbands   = 1\n"
             "header offset = 0\nfile type = ENVI Standard\ndata type = 2\ninterleave = bsq\nbyte order = 0\n"
             "map info = {UTM, 1.000, 1.000, 600000.000, 5700000.000, 10.000, 10.000, 31, North, WGS-84}\n")
_GDALINFO = ("Driver: GTiff/GeoTIFF\nFiles: T31UFQ_20260714_B04.tif\nSize is 10980, 10980\nCoordinate System is:\n"
             "PROJCRS[\"WGS 84 / UTM zone 31N\",\n    BASEGEOGCRS[\"WGS 84\"]]\n"
             "Origin = (600000.000000000000000,5700000.000000000000000)\n"
             "Pixel Size = (10.000000000000000,-10.000000000000000)\n"
             "Band 1 Block=512x512 Type=UInt16, ColorInterp=Gray\n")
_ODATA_CSV = ("Id,Name,ContentLength,OriginDate,PublicationDate,ModificationDate,Online,Footprint\n"
              f"0f6c7c52-2a0e-4a33-9f53-3f5ad2f3f0a1,{_S2A}.SAFE,1093452871,2026-07-14T13:51:02.000Z,"
              "2026-07-14T13:58:11.000Z,2026-07-14T13:58:30.000Z,True,"
              "\"geography'SRID=4326;POLYGON ((3.0 6.3, 4.0 6.3, 4.0 6.7, 3.0 6.7, 3.0 6.3))'\"\n")
_STAC_ITEM = ('{"type": "Feature", "stac_version": "1.0.0", "id": "' + _S2A + '",\n'
              ' "properties": {"datetime": "2026-07-14T10:36:29Z", "eo:cloud_cover": 3.2, "platform": "sentinel-2b"},\n'
              ' "geometry": {"type": "Polygon", "coordinates": [[[3.0, 6.3], [4.0, 6.3], [4.0, 6.7], [3.0, 6.3]]]},\n'
              ' "assets": {"B04": {"href": "B04.tif", "type": "image/tiff; application=geotiff; '
              'profile=cloud-optimized"}}, "links": []}\n')
_STAC_COLL = ('{"type": "FeatureCollection", "features": [' + _STAC_ITEM.strip() + '],\n'
              ' "links": [], "context": {"returned": 1, "limit": 10, "matched": 1}}\n')
_MANIFEST = ('<?xml version="1.0" encoding="UTF-8"?>\n<xfdu:XFDU xmlns:xfdu="urn:ccsds:schema:xfdu:1" '
             'version="esa/safe/sentinel/sentinel-2/msi/msil2a">\n  <informationPackageMap>\n'
             '    <xfdu:contentUnit unitType="Product_Level-2A" textInfo="SENTINEL-2 MSI Level-2A Product">\n'
             '    </xfdu:contentUnit>\n  </informationPackageMap>\n</xfdu:XFDU>\n')
_MTD = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<n1:Level-2A_User_Product '
        'xmlns:n1="https://psd-14.sentinel2.eo.esa.int/PSD/User_Product_Level-2A.xsd">\n  <n1:General_Info>\n'
        f'    <Product_Info><PRODUCT_URI>{_S2A}.SAFE</PRODUCT_URI></Product_Info>\n  </n1:General_Info>\n'
        '  <n1:Quality_Indicators_Info><Cloud_Coverage_Assessment>3.2</Cloud_Coverage_Assessment>'
        '</n1:Quality_Indicators_Info>\n</n1:Level-2A_User_Product>\n')
_KML = ('<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">\n<Document>\n'
        '<Placemark><name>AOI_Lagos</name><Polygon><outerBoundaryIs><LinearRing><coordinates>3.0,6.3,0 4.0,6.3,0 '
        '4.0,6.7,0 3.0,6.3,0</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>\n</Document>\n</kml>\n')
_TIFF = b"II*\x00" + struct.pack("<I", 8) + struct.pack("<H", 1) + struct.pack("<HHII", 256, 4, 1, 10980) + b"\0" * 4
_TIFF_MM = b"MM\x00*" + struct.pack(">I", 8) + struct.pack(">H", 1) + struct.pack(">HHII", 256, 4, 1, 10980) + b"\0" * 4
_BIGTIFF = b"II+\x00" + struct.pack("<HHQ", 8, 0, 16) + struct.pack("<Q", 0)
_JP2 = b"\x00\x00\x00\x0cjP  \r\n\x87\n" + b"\x00\x00\x00\x14ftypjp2 \x00\x00\x00\x00jp2 "
_HDF4 = b"\x0e\x03\x13\x01" + b"\x00\x1e\x00\x01" + b"\0" * 24
_HDF5 = b"\x89HDF\r\n\x1a\n" + b"\x00" * 24
_SHP = struct.pack(">7I", 9994, 0, 0, 0, 0, 0, 50) + struct.pack("<2I", 1000, 5) + struct.pack("<4d", 3.0, 6.3, 4.0, 6.7)


def twentyeighth_bar_remotesensing_cases() -> list[Case]:
    G = TWENTYEIGHTH_REMOTESENSING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []
    text_why = ("trec_eval refuses a line of other than six fields; the file is the remote sensing tool's, named by "
                "what it is (a field count says nothing the team can act on)")
    binary_why = "an image or its container holds no TREC line; named by what it is, with what to give instead"
    texts = [
        ("u28d_landsat_mtl_txt_as_run", "Landsat's _MTL.txt (GROUP = LANDSAT_METADATA_FILE)",
         f"{_L9}_MTL.txt", _MTL_TXT, "Landsat", f"{_L9}_MTL.txt:1"),
        ("u28d_envi_header_as_run", "an ENVI header (first line ENVI)", "T31UFQ_B04.hdr", _ENVI_HDR, "ENVI",
         "T31UFQ_B04.hdr:1"),
        ("u28d_gdalinfo_dump_as_run", "a gdalinfo text dump (Driver: GTiff/GeoTIFF)", "B04.gdalinfo.txt",
         _GDALINFO, "gdalinfo", "B04.gdalinfo.txt:1"),
        ("u28d_odata_search_csv_as_run", "a Copernicus Data Space OData search CSV (Id, Name, ContentLength, ...)",
         "cdse_search.csv", _ODATA_CSV, "Copernicus", "cdse_search.csv:1"),
        ("u28d_stac_item_as_run", "a STAC Item (stac_version, type Feature, assets)", "item.json", _STAC_ITEM,
         "GeoJSON", "item.json"),
        ("u28d_stac_itemcollection_as_run", "a STAC ItemCollection from a search", "search.json", _STAC_COLL,
         "GeoJSON", "search.json"),
        ("u28d_safe_manifest_as_run", "a Sentinel SAFE manifest.safe (XFDU XML)", "manifest.safe", _MANIFEST,
         "SAFE", "manifest.safe"),
        ("u28d_mtd_msil2a_as_run", "Sentinel-2's MTD_MSIL2A.xml", "MTD_MSIL2A.xml", _MTD, "Sentinel-2",
         "MTD_MSIL2A.xml"),
        ("u28d_kml_aoi_as_run", "the AOI as KML", "aoi_lagos.kml", _KML, "KML", "aoi_lagos.kml"),
    ]
    binaries = [
        ("u28d_geotiff_le_as_run", "a GeoTIFF band (II*)", "T31UFQ_B04.tif", _TIFF, "TIFF"),
        ("u28d_geotiff_be_as_run", "a big-endian GeoTIFF (MM*)", "T31UFQ_B04_be.tif", _TIFF_MM, "TIFF"),
        ("u28d_bigtiff_as_run", "a BigTIFF COG (II+)", "T31UFQ_B04_cog.tif", _BIGTIFF, "TIFF"),
        ("u28d_jp2_band_as_run", "a Sentinel-2 JPEG2000 band", "T31UFQ_20260714T103629_B04_10m.jp2", _JP2, "JPEG 2000"),
        ("u28d_hdf4_eos_as_run", "an HDF-EOS granule (HDF4)", "MOD09GA.A2026195.h18v08.061.hdf", _HDF4, "HDF"),
        ("u28d_hdf5_as_run", "an HDF5 product", "S3_SLSTR.h5", _HDF5, "HDF5"),
        ("u28d_shapefile_as_run", "the AOI shapefile", "aoi_lagos.shp", _SHP, "shapefile"),
    ]
    for cid, what, name, content, tool, *where in texts + binaries:
        binary = isinstance(content, bytes)
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} usability.run -o best5.run: {what} given as a run",
            ["fuse", name, "usability.run", "--method", "rrf", "-o", "best5.run"],
            {name: content, "usability.run": _ONE_RUN},
            name if binary else where[0], tool, why=binary_why if binary else text_why))
    for cid, name, content, tool in [
            ("u28d_landsat_mtl_txt_as_qrels", f"{_L9}_MTL.txt", _MTL_TXT, "Landsat"),
            ("u28d_odata_csv_as_qrels", "cdse_search.csv", _ODATA_CSV, "Copernicus"),
            ("u28d_envi_header_as_qrels", "T31UFQ_B04.hdr", _ENVI_HDR, "ENVI")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate usability.run --qrels {name}: the field's file given as the judgements",
            ["evaluate", "usability.run", "--qrels", name], {"usability.run": _ONE_RUN, name: content},
            f"{name}:1", tool, outputs=(),
            why="trec_eval refuses a qrels line of other than four fields; named by what it is"))
    for cid, out, what in [("u28d_out_tif", "best5.tif", "GeoTIFF"), ("u28d_out_jp2", "best5.jp2", "JPEG 2000"),
                           ("u28d_out_hdr", "best5.hdr", "ENVI header"), ("u28d_out_kml", "best5.kml", "KML")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse usability.run cloud.run -o {out}: the fused order named as {what}",
            ["fuse", "usability.run", "cloud.run", "--method", "rrf", "-o", out],
            {"usability.run": _ONE_RUN, "cloud.run": _ONE_RUN.replace("usability", "cloud")},
            out, why="the run would be written under another format's name (a silent fault)", outputs=(out,)))
    return cases
