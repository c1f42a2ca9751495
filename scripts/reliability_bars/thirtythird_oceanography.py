"""Issue 45's thirty-third bar of scripts/reliability_matrix.py, an ocean observing team ranking float profiles and
ship stations for a quality-control review per region and cruise across QC algorithms and analysts (its cases, ids
``u33f_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by the lead, in a later session, before any of its recognisers existed.)

The team's day: each region and cruise (``natl:rockall-trough/74JC20261105``) is a query and each profile a document,
an Argo float's cycle (``argo:6903024/087``) or a CTD station (``ctd:74JC20261105/014``); the runs are the real-time
QC tests', the OWC salinity calibration's, a machine-learned QC model's and the analysts' rankings, scores in [0, 1]
at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each check's record, and judged against the
delayed-mode flags (2 bad data, 1 probably bad, 0 good).  The mistakes and odd files: the field's own files given
where runs or qrels are read (a Sea-Bird .cnv, a Sea-Bird .xmlcon, a THREDDS catalogue, an Argo profile in NetCDF, an
ERDDAP table in JSON and CSV, an ODV spreadsheet, a WOD ragged CSV, a SOCAT v2024 file, the Argo GDAC's profile
index, a CF-1.8 CDL), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYTHIRD_OCEANOGRAPHY = ("45 Unseen inputs: a thirty-third bar, an ocean observing team ranking float profiles and "
                            "stations for a QC review per region and cruise across QC algorithms and analysts "
                            "(Sea-Bird, THREDDS, NetCDF, ERDDAP, ODV, WOD, SOCAT, Argo, CDL)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['rtqc', 'owc', 'ml_qc', 'analysts'],
    items=['argo:6903024/087', 'argo:6903024/088', 'argo:4903456/012D', 'argo:5906789/145', 'argo:1902345/201',
           'argo:7900567/033', 'ctd:74JC20261105/014', 'ctd:74JC20261105/015'],
    queries=['natl:rockall-trough/74JC20261105', 'natl:iceland-basin/74JC20261105', 'natl:irminger-sea/74EQ20260918',
             'natl:labrador-sea/18HU20260612', 'natl:porcupine-plain/74JC20261105', 'natl:canary-basin/29AH20260820'],
    suffix='/dmqc', generator='profiles', judgements='flagged') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "profiles", "profiles.run")

_RECS3 = ["rtqc", "owc", "ml_qc"]
_OUT = ("profiles.run",)
_ONE_RUN = ("natl:rockall-trough/74JC20261105 Q0 argo:6903024/087 1 0.91 owc\nnatl:rockall-trough/74JC20261105 Q0 "
            "argo:6903024/088 2 0.77 owc\n")
# the team's files, as the instruments, data centres and tools write them (a few lines)
# a Sea-Bird .cnv from SBE Data Processing: '*' header, '# name n = ...' lines, '*END*', then six columns a line
_CNV = ("* Sea-Bird SBE 9 Data File:\n* FileName = C:\\JC238\\raw\\JC238_014.hex\n"
        "* Software Version Seasave V 7.26.7.107\n* Temperature SN = 4321\n* Conductivity SN = 2876\n"
        "* System UpLoad Time = Nov 09 2026 04:12:33\n** Ship: RRS James Cook\n** Station: 014\n"
        "* NMEA Latitude = 57 07.38 N\n* NMEA Longitude = 012 27.36 W\n# nquan = 6\n# nvalues = 3\n"
        "# units = specified\n# name 0 = prDM: Pressure, Digiquartz [db]\n"
        "# name 1 = t090C: Temperature [ITS-90, deg C]\n"
        "# name 2 = c0S/m: Conductivity [S/m]\n# name 3 = sal00: Salinity, Practical [PSU]\n"
        "# name 4 = sbeox0ML/L: Oxygen, SBE 43 [ml/l]\n# name 5 = flag:  0.000e+00\n# interval = decibars: 1\n"
        "# bad_flag = -9.990e-29\n# file_type = ascii\n*END*\n"
        "      2.000    11.2341   3.812345  35.4021   6.1234  0.000e+00\n"
        "      3.000    11.2338   3.812301  35.4023   6.1229  0.000e+00\n"
        "      4.000    11.2297   3.811987  35.4030   6.1207  0.000e+00\n")
# an SBE 19plus profile with four columns a line: it looks like qrels
_CNV4 = ("* Sea-Bird SBE19plus  Data File:\n* FileName = C:\\74EQ20260918\\SBE19plus_01907652_2026_09_21.hex\n"
         "* Software version 2.8.0.119\n# nquan = 4\n# nvalues = 3\n# units = specified\n"
         "# name 0 = prdM: Pressure, Strain Gauge [db]\n# name 1 = tv290C: Temperature [ITS-90, deg C]\n"
         "# name 2 = c0S/m: Conductivity [S/m]\n# name 3 = sal00: Salinity, Practical [PSU]\n"
         "# bad_flag = -9.990e-29\n# file_type = ascii\n*END*\n"
         "      1.000     8.4512   3.402114  34.9812\n      2.000     8.4498   3.402003  34.9815\n"
         "      3.000     8.4471   3.401871  34.9817\n")
_XMLCON = ('<?xml version="1.0" encoding="UTF-8" ?>\n'
           '<SBE_InstrumentConfiguration SB_ConfigCTD_FileVersion="7.26.7.0" >\n'
           '   <Instrument Type="8" >\n      <Name>SBE 911plus/917plus CTD</Name>\n'
           '      <FrequencyChannelsSuppressed>0</FrequencyChannelsSuppressed>\n'
           '      <VoltageWordsSuppressed>0</VoltageWordsSuppressed>\n      <ScansToAverage>1</ScansToAverage>\n'
           '      <SensorArray Size="13" >\n         <Sensor index="0" SensorID="55" >\n'
           '            <TemperatureSensor SensorID="55" >\n               <SerialNumber>4321</SerialNumber>\n'
           '            </TemperatureSensor>\n         </Sensor>\n      </SensorArray>\n   </Instrument>\n'
           '</SBE_InstrumentConfiguration>\n')
_THREDDS = ('<?xml version="1.0" encoding="UTF-8"?>\n<catalog xmlns="http://www.unidata.ucar.edu/namespaces/thredds/'
            'InvCatalog/v1.0" xmlns:xlink="http://www.w3.org/1999/xlink" name="Argo profiles" version="1.0.1">\n'
            '  <service name="all" serviceType="Compound" base="">\n'
            '    <service name="odap" serviceType="OpenDAP" base="/thredds/dodsC/"/>\n  </service>\n'
            '  <dataset name="R6903024_087.nc" ID="argo/6903024/R6903024_087.nc" urlPath="argo/6903024/'
            'R6903024_087.nc">\n    <dataSize units="Kbytes">62.5</dataSize>\n'
            '    <date type="modified">2026-11-20T09:14:02Z</date>\n  </dataset>\n</catalog>\n')


def _argo_netcdf() -> bytes:
    """An Argo profile file's NetCDF classic header: 'CDF\\x01', numrecs, the dimensions (N_HISTORY the record
    dimension), Argo's global attributes, no variables."""
    def name(text: str) -> bytes:
        raw = text.encode()
        return struct.pack(">I", len(raw)) + raw + b"\x00" * (-len(raw) % 4)
    dims = [("DATE_TIME", 14), ("STRING256", 256), ("STRING64", 64), ("STRING16", 16), ("STRING8", 8),
            ("STRING2", 2), ("N_PROF", 1), ("N_PARAM", 3), ("N_LEVELS", 71), ("N_CALIB", 1), ("N_HISTORY", 0)]
    atts = [("title", "Argo float vertical profile"), ("institution", "BODC"), ("source", "Argo float"),
            ("references", "http://www.argodatamgt.org/Documentation"), ("user_manual_version", "3.1"),
            ("Conventions", "Argo-3.1 CF-1.6"), ("featureType", "trajectoryProfile")]
    out = b"CDF\x01" + struct.pack(">I", 0) + struct.pack(">II", 0x0A, len(dims))
    out += b"".join(name(n) + struct.pack(">I", size) for n, size in dims)
    out += struct.pack(">II", 0x0C, len(atts))
    out += b"".join(name(n) + struct.pack(">I", 2) + name(v) for n, v in atts)  # NC_CHAR values, padded like names
    return out + struct.pack(">II", 0, 0)


_ERDDAP_JSON = ('{\n  "table": {\n    "columnNames": ["platform_number", "cycle_number", "time", "latitude", '
                '"longitude", "pres", "temp", "psal"],\n    "columnTypes": ["String", "int", "String", "double", '
                '"double", "float", "float", "float"],\n    "columnUnits": [null, null, "UTC", "degrees_north", '
                '"degrees_east", "decibar", "degree_Celsius", "PSU"],\n    "rows": [\n'
                '      ["6903024", 87, "2026-11-20T06:12:00Z", 57.123, -12.456, 5.2, 11.234, 35.402],\n'
                '      ["6903024", 87, "2026-11-20T06:12:00Z", 57.123, -12.456, 10.1, 11.201, 35.404]\n'
                '    ]\n  }\n}\n')
_ERDDAP_CSV = ("platform_number,cycle_number,time,latitude,longitude,pres,temp,psal\n"
               ",,UTC,degrees_north,degrees_east,decibar,degree_Celsius,PSU\n"
               "6903024,87,2026-11-20T06:12:00Z,57.123,-12.456,5.2,11.234,35.402\n"
               "6903024,87,2026-11-20T06:12:00Z,57.123,-12.456,10.1,11.201,35.404\n")
# an ODV generic spreadsheet: '//' comment lines, then a tab-separated header
_ODV = ("//<Creator>qc@ODV-74JC</Creator>\n//<CreateTime>2026-11-27T08:00:00</CreateTime>\n"
        "//<Encoding>UTF-8</Encoding>\n//<Software>Ocean Data View - Version 5.7.2 - 64 bit (Windows)</Software>\n"
        "//<Version>ODV Spreadsheet V4.0</Version>\n//<DataField>Ocean</DataField>\n"
        "//<DataType>Profiles</DataType>\n//<Method>Station data</Method>\n//\n"
        "Cruise\tStation\tType\tyyyy-mm-ddThh:mm:ss.sss\tLongitude [degrees_east]\tLatitude [degrees_north]\t"
        "Bot. Depth [m]\tDepth [m]\tQV:ODV:SAMPLE\tTemperature [degC]\tQV:ODV:SAMPLE\tSalinity [psu]\tQV:ODV:SAMPLE\n"
        "74JC20261105\t014\tC\t2026-11-09T04:12:00.000\t-12.4560\t57.1230\t2200\t2\t1\t11.234\t1\t35.402\t1\n"
        "\t\t\t\t\t\t\t3\t1\t11.233\t1\t35.402\t1\n\t\t\t\t\t\t\t4\t1\t11.229\t1\t35.403\t1\n")
# a World Ocean Database cast in its CSV format: '#---' opens a cast, then 'CAST,,...' and the metadata
_WOD = ("#--------------------------------------------------------------------------------,\n"
        "CAST                        ,,       21874503,WOD Unique Cast Number,WOD code,\n"
        "NODC Cruise ID              ,,GB-21438       ,,,\n"
        "Originators Station ID      ,,             14,,,alpha,\n"
        "Originators Cruise ID       ,,          JC238,,,\n"
        "Latitude                    ,,        57.1230,decimal degrees,,\n"
        "Longitude                   ,,       -12.4560,decimal degrees,,\n"
        "Year                        ,,           2026,,,\n"
        "Month                       ,,             11,,,\n"
        "Day                         ,,              9,,,\n"
        "METADATA,\n"
        "Country                     ,,             GB,NODC code,UNITED KINGDOM\n"
        "probe_type                  ,,             4.,OCL_code,CTD,\n"
        "VARIABLES ,Depth     ,F,O,Temperatur ,F,O,Salinity   ,F,O,\n"
        "UNITS     ,m         , , ,degrees C  , , ,PSS        , , ,\n"
        "Prof-Flag ,          ,0, ,           ,0, ,           ,0, ,\n"
        "         1,        2.,0, ,     11.234,0, ,     35.402,0, ,\n"
        "         2,        3.,0, ,     11.233,0, ,     35.402,0, ,\n"
        "END OF VARIABLES SECTION,\n")
_SOCAT = ("Expocode\tversion\tSource_DOI\tQC_Flag\tyr\tmon\tday\thh\tmm\tss\tlongitude [dec.deg.E]\t"
          "latitude [dec.deg.N]\tsample_depth [m]\tsal\tSST [deg.C]\tTequ [deg.C]\tPPPP [hPa]\tPequ [hPa]\tWOA_SSS\t"
          "NCEP_SLP [hPa]\tETOPO2_depth [m]\tdist_to_land [km]\tGVCO2 [umol/mol]\txCO2water_equ_dry [umol/mol]\t"
          "xCO2water_SST_dry [umol/mol]\tpCO2water_equ_wet [uatm]\tpCO2water_SST_wet [uatm]\t"
          "fCO2water_equ_wet [uatm]\tfCO2water_SST_wet [uatm]\tfCO2rec [uatm]\tfCO2rec_src\tfCO2rec_flag\n"
          "06MT20250812\t2024\thttps://doi.pangaea.de/10.1594/PANGAEA.971234\tB\t2025\t8\t12\t14\t3\t0\t347.544\t"
          "57.123\t5\t35.402\t13.210\t13.402\t1013.2\t1013.9\t35.31\t1012.8\t2200\t310.4\t420.12\tNaN\tNaN\tNaN\tNaN\t"
          "NaN\tNaN\t352.118\t6\t2\n")
# the Argo GDAC's profile index: '#' header lines, then file, date, latitude, ... as CSV
_ARGO_INDEX = ("# Title : Profile directory file of the Argo Global Data Assembly Center\n"
               "# Description : The directory file describes all individual profile files of the argo GDAC ftp "
               "site.\n# Project : ARGO\n# Format version : 2.0\n# Date of update : 20261127081503\n"
               "# FTP root number 1 : ftp://ftp.ifremer.fr/ifremer/argo/dac\n"
               "# FTP root number 2 : ftp://usgodae.org/pub/outgoing/argo/dac\n# GDAC node : CORIOLIS\n"
               "file,date,latitude,longitude,ocean,profiler_type,institution,date_update\n"
               "bodc/6903024/profiles/R6903024_087.nc,20261120061200,57.123,-12.456,A,844,BO,20261120091402\n"
               "bodc/6903024/profiles/R6903024_088.nc,20261130060900,57.301,-12.612,A,844,BO,20261130090211\n")
_CDL = ("netcdf R6903024_087 {\ndimensions:\n\tN_LEVELS = 3 ;\nvariables:\n\tfloat PRES(N_LEVELS) ;\n"
        '\t\tPRES:standard_name = "sea_water_pressure" ;\n\t\tPRES:units = "decibar" ;\n\tfloat TEMP(N_LEVELS) ;\n'
        '\t\tTEMP:standard_name = "sea_water_temperature" ;\n\t\tTEMP:units = "degree_Celsius" ;\n\n'
        '// global attributes:\n\t\t:Conventions = "CF-1.8" ;\n\t\t:featureType = "profile" ;\ndata:\n\n'
        " PRES = 5.2, 10.1, 20.3 ;\n\n TEMP = 11.234, 11.201, 11.187 ;\n}\n")


def thirtythird_bar_oceanography_cases() -> list[Case]:
    G = THIRTYTHIRD_OCEANOGRAPHY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="profiles", judgements="flagged", runs=_RECS3, stem="profiles", outputs=_OUT,
        item="profiles", rounded="rtqc",
        weights="{'rtqc': 0.5, 'owc': 1.5, 'ml_qc': 1.0, 'analysts': 2.0}",
        lone_query="R['analysts']['arctic:fram-strait/06MT20260702'] = {'argo:6903555/012': 0.9, "
                   "'argo:6903555/013': 0.4}\n",
        trust="owc 1.5\nml_qc 1\nrtqc 0.5\n",
        trust_dict="{'owc': 1.5, 'ml_qc': 1, 'rtqc': 0.5}",
        texts={
            "rrf": ("u33f_rrf_checks",
                    "rankagg.fuse({check: {region/cruise: {profile: score}}}, method='rrf'): four QC checks, six "
                    "regions ('natl:rockall-trough/74JC20261105'), profiles as float/cycle or cruise/station"),
            "borda": ("u33f_borda_uncalibrated_profiles",
                      "rankagg.fuse(..., method='borda'): OWC has no score for floats too young for a delayed-mode "
                      "salinity fit"),
            "combsum": ("u33f_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the real-time tests' score at one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u33f_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per region: the analysts count 2, the real-time tests 0.5"),
            "frame": ("u33f_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the QC review sheet, a row "
                      "per region, profile and check"),
            "evaluate": ("u33f_evaluate_flagged",
                         "rankagg.evaluate(fused ranking, the delayed-mode flags, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the profiles flagged bad"),
            "lone": ("u33f_one_check_region",
                     "rankagg.fuse(..., method='rrf'): a region only the analysts reviewed (Fram Strait) beside "
                     "regions every check covers"),
            "cli_rrf": ("u33f_cli_rrf_runs",
                        "rankagg fuse rtqc.run owc.run ml_qc.run --method rrf -o profiles.run: one run per check, "
                        "regions and cruises as queries"),
            "cli_borda": ("u33f_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: OWC counts 1.5, the "
                          "real-time tests half)"),
            "cli_combsum": ("u33f_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four profiles an analyst reviews per "
                            "region each week"),
            "cli_evaluate": ("u33f_cli_evaluate_flagged_qrels",
                             "rankagg evaluate profiles.run --qrels flagged.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the delayed-mode flags (0-2)"),
            "cli_parquet": ("u33f_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o profiles.parquet: gzipped runs from the QC servers, "
                            "a Parquet table for the review dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u33f_cnv_as_run", "a Sea-Bird .cnv ('* Sea-Bird SBE 9 Data File:', '# name n = ...', '*END*', then six "
         "columns a line)", "JC238_014.cnv", _CNV, "Sea-Bird", "JC238_014.cnv:1"),
        ("u33f_xmlcon_as_run", "a Sea-Bird instrument configuration (.xmlcon: SBE_InstrumentConfiguration, "
         "Instrument, SensorArray)", "JC238.xmlcon", _XMLCON, "Sea-Bird", "JC238.xmlcon:2"),
        ("u33f_thredds_as_run", "a THREDDS catalogue (catalog xmlns=.../thredds/InvCatalog/v1.0, service, dataset)",
         "catalog.xml", _THREDDS, "THREDDS", "catalog.xml:2"),
        ("u33f_argo_netcdf_as_run", "an Argo profile file (NetCDF classic: 'CDF\\x01', numrecs, dimensions "
         "DATE_TIME, STRING256, ..., N_PROF, N_LEVELS)", "R6903024_087.nc", _argo_netcdf(), "NetCDF",
         "R6903024_087.nc"),
        ("u33f_erddap_json_as_run", "an ERDDAP tabledap .json answer (table: columnNames, columnTypes, columnUnits, "
         "rows)", "ArgoFloats.json", _ERDDAP_JSON, "ERDDAP", "ArgoFloats.json:1"),
        ("u33f_odv_as_run", "an ODV spreadsheet ('//<Creator>...' comment lines, then Cruise, Station, Type, "
         "yyyy-mm-ddThh:mm:ss.sss, ...)", "qc_review_odv.txt", _ODV, "ODV", "qc_review_odv.txt:1"),
        ("u33f_wod_csv_as_run", "a World Ocean Database cast in CSV ('#---', 'CAST,,...', metadata, VARIABLES, "
         "UNITS, Prof-Flag)", "ocldb1795248000.12345.CTD.csv", _WOD, "WOD", "ocldb1795248000.12345.CTD.csv:2"),
        ("u33f_socat_as_run", "a SOCAT v2024 file (Expocode, version, Source_DOI, QC_Flag, yr, mon, ..., fCO2rec "
         "[uatm])", "06MT20250812_SOCAT_enhanced.tsv", _SOCAT, "SOCAT", "06MT20250812_SOCAT_enhanced.tsv:1"),
        ("u33f_argo_index_as_run", "the Argo GDAC's profile index ('# Title : Profile directory file of the Argo "
         "Global Data Assembly Center', ..., then file, date, latitude, ...)", "ar_index_global_prof.txt",
         _ARGO_INDEX, "Argo", "ar_index_global_prof.txt:1")],
        one_run=("owc.run", _ONE_RUN), stem="profiles",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a NetCDF file read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u33f_cnv_four_columns_as_qrels", "SBE19plus_01907652_2026_09_21.cnv", _CNV4, "Sea-Bird"),
        ("u33f_cdl_as_qrels", "R6903024_087.cdl", _CDL, "CDL"),
        ("u33f_erddap_csv_as_qrels", "ArgoFloats.csv", _ERDDAP_CSV, "ERDDAP"),
        ("u33f_argo_index_as_qrels", "ar_index_global_prof.txt", _ARGO_INDEX, "Argo")],
        one_run=("owc.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u33f_out_cnv", "profiles.cnv", "a Sea-Bird converted data file"),
        ("u33f_out_btl", "profiles.btl", "a Sea-Bird bottle file"),
        ("u33f_out_nc", "profiles.nc", "a NetCDF file"),
        ("u33f_out_odv", "profiles.odv", "an ODV collection")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=33"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u33f_api_erddap_json_dict",
            "rankagg.fuse(json.load(ArgoFloats.json)): an ERDDAP tabledap answer loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('ArgoFloats.json')), method='rrf')\n",
            "ERDDAP", why="a run maps a query to {document: score}; ERDDAP's 'table' holds lists of column names, "
            "types and units and a list of rows", files={"ArgoFloats.json": _ERDDAP_JSON}),
        bad("u33f_api_erddap_csv_frame",
            "rankagg.fuse(pd.read_csv(ArgoFloats.csv)): an ERDDAP CSV table (its units row read as data) given as "
            "runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('ArgoFloats.csv'), method='borda')\n",
            "ERDDAP", why="a table of runs has qid, docid, run and score columns; ERDDAP's has a float's measurements "
            "per row, under a row of units", files={"ArgoFloats.csv": _ERDDAP_CSV}),
    ]
    return cases
