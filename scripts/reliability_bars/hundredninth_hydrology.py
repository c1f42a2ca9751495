"""Issue 45's hundred-and-ninth bar of scripts/reliability_matrix.py, a flood forecasting centre's model review, the
national centre's hydrologists, its forecasters on duty and the river basin authorities' engineers ranking hydrological
models and model configurations to put into operation per river basin, month and flood event from Nash-Sutcliffe and
Kling-Gupta efficiencies, peak timing errors, flood warning hit rates and the forecasters' votes (its cases, ids
``u109b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The centre's review: each basin, each month's floods and each flood event (``basin:2026-11/upper-severn``,
``month:2026-10/flash-floods``, ``event:2026-11-04/storm-ciaran``) is a query and each model configuration a
document, as the centre writes it: the model, then the gauge's station number and a version
(``model:GR4J/54032-v3``); on the typed sheets the configuration as one field (``GR4J/54032-v3``) and the gauge's
number (``54032``) beside it.  The runs are the Kling-Gupta and Nash-Sutcliffe efficiencies, the peak timing errors,
the flood warnings' hit rates and the forecasters' votes, turned to scores in [0, 1] at four decimals.  They are
fused with RRF, Borda and CombSUM, the Kling-Gupta efficiency weighted highest, and judged against the centre's
decisions (2 operational, 1 trial, 0 retire).  The mistakes and odd files: the field's own files given where runs or
qrels are read (a USGS RDB tab-separated instantaneous-values file, a WaterML 2.0 XML time series, a GRDC daily
discharge file, a National Water Model NetCDF-4 forecast (binary, HDF5 inside), a CAMELS streamflow file and a CAMELS
attribute file, an Environment Agency flood-monitoring API answer (JSON), and a forecaster's rating sheet, a panel
member's ballot and the panel's vote tally as the centre types them), and outputs named for the field's files (a
HEC-DSS .dss, a USGS .rdb, a WaterML .wml, a GRDC _Q_Day.Cmd.txt).  (Checked: the RDB file against NWIS
instantaneous-values answers quoted in public code found by code search: a rainfall tool's README and a C# NWIS
importer's comment (format=rdb: '#' comment lines, the 'Data provided for site', 'TS_ID  Parameter Description' and
qualification-code blocks, the header agency_cd, site_no, datetime, tz_cd, <TS_ID>_00060, <TS_ID>_00060_cd, then the
format line '5s 15s 20d 6s 14n 10s', tab-separated), scrapers that skip that exact format line, and USGS's rdb_header.py
(a Python emulation of NWIS's NW_RDB_HEADER) for the comment lines' style; the TS_ID, the values and the retrieval
stamp are made up.  WaterML 2.0 against the OGC schema bundle in Unidata/thredds (waterml-bindings-v_2_0_1, namespace
http://www.opengis.net/waterml/2.0) and thredds' writers' element paths (wml2:Collection / wml2:observationMember /
om:OM_Observation / om:result / wml2:MeasurementTimeseries / wml2:point / wml2:MeasurementTVP with wml2:time and
wml2:value), the namespaces gml 3.2, om 2.0, sampling 2.0, samplingSpatial 2.0 and xlink as two WaterML 2.0 writers
found by code search declare them; the observation's metadata cut to what this file needs, a guess.  The GRDC file
against stored GRDC station files ('# Title: GRDC STATION DATA FILE', 'Format: DOS-ASCII', 'Field delimiter: ;',
'GRDC-No.:', River, Station, Country, Latitude (DD), ..., 'Data Set Content: MEAN DAILY DISCHARGE (Q)', '# DATA',
'YYYY-MM-DD;hh:mm; Value', rows like '2000-01-01;--:--;    123.000'), r-forge/ecohydrology's get_grdc_gage.R and
maibrittbergh/dischanalyst's grdc_readr.R (files named <GRDC-No>_Q_Day.Cmd.txt, ';'-separated); GRDC writes Latin-1
with CRLF and 'km²', this file is written as text here (UTF-8, LF), and the station number is illustrative.  The NWM
NetCDF-4 file's head against the HDF5 superblock version 2 as JLD2's reader declares it (signature 89 'HDF' 0d 0a 1a
0a, version 2, offsets and lengths of 8 bytes, consistency flags, base address, superblock extension address, end of
file address, root group object header address, then a 4-byte checksum; 48 bytes) and HDFGroup/hdf5's H5Fsuper.c; the
checksum is Jenkins' lookup3 hashlittle with seed 0, computed by a transcription checked against lookup3.c's own test
values ('Four score and seven years ago': 0x17770551, seed 1: 0xcd628161); version 2 because netCDF-C's nc4file.c sets
H5F_LIBVER_LATEST (a later netCDF-C may write another version: a guess); the root object header after it ('OHDR',
version 2, attribute creation order tracked and indexed) is cut short, the addresses made up; the file's name after
the NWM's short_range / channel_rt products as the nwm package's docs (gantian127/nwm) name them, the exact pattern
from memory.  CAMELS' usgs_streamflow file against a project's README quoting 01013500_streamflow_qc.txt ('01013500
1980 01 01   655.00 A', -999.00 M for missing) and loaders reading it whitespace-separated as basin, Year, Mnth, Day,
QObs, flag; camels_topo.txt's header (gauge_id;gauge_lat;gauge_lon;elev_mean;slope_mean;area_gages2;
area_geospa_fabric) from CAMELS' MATLAB loaders and a README listing each attribute file's header, the numbers partly
from a test fixture and partly from memory.  The Environment Agency's readings answer against API clients' test
fixtures ('@context' http://environment.data.gov.uk/flood-monitoring/meta/context.jsonld, 'meta' with publisher,
licence, documentation, version, comment, limit, hasFormat, 'items' of '@id', dateTime, measure, value; measure ids
like '<station>-level-stage-i-15_min-mASD') and the rcgsheffield/urban_flows harvester's README; the station, the
levels and the JSON's spacing (the API writes ' : ' and ' ,') are illustrative.  Left out, as they could not be
checked byte for byte here: HEC-DSS's binary head (a code search for its magic found only the Digital Speech
Standard's .dss), HEC-RAS's and HEC-HMS's result files, and the classic CDF variant of the NWM's files.  The rating
sheet, the ballot and the vote tally are typed here as the centre's duty hydrologist types them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDNINTH_HYDROLOGY = ("45 Unseen inputs: a hundred-and-ninth bar, a national flood forecasting centre "
                          "(hydrologists, forecasters on duty and the river basin authorities' engineers) ranking "
                          "hydrological models and configurations to put into operation per river basin, month and "
                          "flood event from Nash-Sutcliffe and Kling-Gupta efficiencies, peak timing errors, warning "
                          "hit rates and the forecasters' votes (USGS RDB files, WaterML 2.0 XML, GRDC daily "
                          "discharge files, National Water Model NetCDF-4 forecasts, CAMELS streamflow and attribute "
                          "files, Environment Agency flood-monitoring JSON, forecasters' rating sheets, members' "
                          "ballots and the panel's vote tallies as typed)")

_CONFIG = "GR4J/54032-v3"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['kling_gupta', 'nash_sutcliffe', 'peak_timing', 'warning_hit_rate', 'forecaster_votes'],
    items=[f'model:{_CONFIG}', 'model:GR4J/54032-v2', 'model:PDM/54032-v4', 'model:HBV/54057-v1',
           'model:LSTM/54032-v1', 'model:HEC-HMS/54057-v2', 'model:TOPMODEL/54001-v1', 'model:G2G/54001-v5'],
    queries=['basin:2026-11/upper-severn', 'month:2026-10/flash-floods', 'event:2026-11-04/storm-ciaran',
             'basin:2026-11/teme', 'event:2026-10-21/storm-babet', 'month:2026-11/groundwater-floods'],
    suffix='/rerun', generator='config_scores', judgements='config_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "config_scores", "into_operation.run")

_RECS3 = ["kling_gupta", "nash_sutcliffe", "forecaster_votes"]
_OUT = ("into_operation.run",)
_ONE_RUN = (f"basin:2026-11/upper-severn Q0 model:{_CONFIG} 1 0.9112 forecaster_votes\n"
            "basin:2026-11/upper-severn Q0 model:GR4J/54032-v2 2 0.8407 forecaster_votes\n")


# the centre's files, as NWIS, a WaterML 2.0 server, the GRDC, the National Water Model, CAMELS, the Environment
# Agency's API and the centre write them
# USGS NWIS's RDB answer (format=rdb, instantaneous values): '#' comments, the header line, the format line, rows
_RDB = "\n".join([
    "# ---------------------------------- WARNING ----------------------------------------",
    "# Some of the data that you have obtained from this U.S. Geological Survey database may not",
    "# have received Director's approval. Any such data values are qualified as provisional and",
    "# are subject to revision. Provisional data are released on the condition that neither the",
    "# USGS nor the United States Government may be held liable for any damages resulting from its use.",
    "#", "# Additional info: https://help.waterdata.usgs.gov/policies/provisional-data-statement", "#",
    "# File-format description:  https://help.waterdata.usgs.gov/faq/about-tab-delimited-output",
    "# Automated-retrieval info: https://help.waterdata.usgs.gov/faq/automated-retrievals", "#",
    "# Contact:   gs-w_support_nwisweb@usgs.gov", "# retrieved: 2026-11-05 09:12:44 -05:00\t(nadww01)", "#",
    "# Data-value qualification codes included in this output:",
    "#     P  Provisional data subject to revision.", "#",
    "# Data for the following 1 site(s) are contained in this file",
    "#    USGS 01013500 FISH RIVER NEAR FORT KENT, MAINE",
    "# -----------------------------------------------------------------------------------", "#",
    "# TS_ID - An internal number representing a time series.", "#",
    "# Data provided for site 01013500", "#    TS_ID       Parameter Description",
    "#    51301       00060     Discharge, cubic feet per second", "#",
    "agency_cd\tsite_no\tdatetime\ttz_cd\t51301_00060\t51301_00060_cd",
    "5s\t15s\t20d\t6s\t14n\t10s",
    "USGS\t01013500\t2026-11-04 00:00\tEST\t2150\tP",
    "USGS\t01013500\t2026-11-04 00:15\tEST\t2180\tP",
    "USGS\t01013500\t2026-11-04 00:30\tEST\t2230\tP", ""])
_RDB_NAME = "01013500_iv_00060.rdb"

# a WaterML 2.0 time series (OGC 10-126): wml2:Collection, one OM_Observation, its MeasurementTimeseries' points
_WML = "\n".join([
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<wml2:Collection xmlns:wml2="http://www.opengis.net/waterml/2.0" xmlns:gml="http://www.opengis.net/gml/3.2" '
    'xmlns:om="http://www.opengis.net/om/2.0" xmlns:sa="http://www.opengis.net/sampling/2.0" '
    'xmlns:sams="http://www.opengis.net/samplingSpatial/2.0" xmlns:xlink="http://www.w3.org/1999/xlink" '
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
    'xsi:schemaLocation="http://www.opengis.net/waterml/2.0 http://schemas.opengis.net/waterml/2.0/waterml2.xsd" '
    'gml:id="C.54032.Q.15min">',
    '  <wml2:metadata>', '    <wml2:DocumentMetadata gml:id="DM.54032">',
    '      <wml2:generationDate>2026-11-05T08:00:00Z</wml2:generationDate>',
    '      <wml2:version xlink:href="http://www.opengis.net/waterml/2.0" xlink:title="WaterML 2.0"/>',
    '    </wml2:DocumentMetadata>', '  </wml2:metadata>',
    '  <wml2:observationMember>', '    <om:OM_Observation gml:id="obs.54032.Q">',
    '      <om:phenomenonTime>', '        <gml:TimePeriod gml:id="tp.54032">',
    '          <gml:beginPosition>2026-11-04T00:00:00Z</gml:beginPosition>',
    '          <gml:endPosition>2026-11-04T00:30:00Z</gml:endPosition>',
    '        </gml:TimePeriod>', '      </om:phenomenonTime>',
    '      <om:resultTime>', '        <gml:TimeInstant gml:id="rt.54032">',
    '          <gml:timePosition>2026-11-04T00:30:00Z</gml:timePosition>',
    '        </gml:TimeInstant>', '      </om:resultTime>',
    '      <om:procedure xlink:href="http://example.org/procedure/GR4J-54032-v3" xlink:title="GR4J/54032-v3"/>',
    '      <om:observedProperty xlink:href="http://example.org/property/discharge" xlink:title="Discharge"/>',
    '      <om:featureOfInterest xlink:href="http://example.org/station/54032" '
    'xlink:title="Severn at Saxons Lode"/>',
    '      <om:result>', '        <wml2:MeasurementTimeseries gml:id="ts.54032.Q">',
    '          <wml2:defaultPointMetadata>', '            <wml2:DefaultTVPMeasurementMetadata>',
    '              <wml2:uom code="m3/s"/>',
    '              <wml2:interpolationType xlink:href="http://www.opengis.net/def/waterml/2.0/interpolationType/'
    'Continuous" xlink:title="Instantaneous"/>',
    '            </wml2:DefaultTVPMeasurementMetadata>', '          </wml2:defaultPointMetadata>',
    '          <wml2:point>', '            <wml2:MeasurementTVP>',
    '              <wml2:time>2026-11-04T00:00:00Z</wml2:time>', '              <wml2:value>312.4</wml2:value>',
    '            </wml2:MeasurementTVP>', '          </wml2:point>',
    '          <wml2:point>', '            <wml2:MeasurementTVP>',
    '              <wml2:time>2026-11-04T00:15:00Z</wml2:time>', '              <wml2:value>318.9</wml2:value>',
    '            </wml2:MeasurementTVP>', '          </wml2:point>',
    '          <wml2:point>', '            <wml2:MeasurementTVP>',
    '              <wml2:time>2026-11-04T00:30:00Z</wml2:time>', '              <wml2:value>326.1</wml2:value>',
    '            </wml2:MeasurementTVP>', '          </wml2:point>',
    '        </wml2:MeasurementTimeseries>', '      </om:result>',
    '    </om:OM_Observation>', '  </wml2:observationMember>', '</wml2:Collection>', ""])
_WML_NAME = "54032_Q_15min_GR4J-v3.wml"

# the GRDC's daily discharge file (<GRDC-No>_Q_Day.Cmd.txt): '#' header, '# DATA', then 'YYYY-MM-DD;hh:mm; Value'
_GRDC = "\n".join([
    "# Title:                 GRDC STATION DATA FILE", "#                        --------------",
    "# Format:                DOS-ASCII", "# Field delimiter:       ;",
    "# missing values are indicated by -999.000", "#", "# file generation date:  2026-11-02", "#",
    "# GRDC-No.:              6604610", "# River:                 SEVERN", "# Station:               SAXONS LODE",
    "# Country:               GB", "# Latitude (DD):       52.05", "# Longitude (DD):      -2.2",
    "# Catchment area (km\u00b2):      6850.0", "# Altitude (m ASL):        5.0",
    "# Next downstream station:      -", "# Remarks:               ",
    "#************************************************************", "#",
    "# Data Set Content:      MEAN DAILY DISCHARGE (Q)", "#                        --------------------",
    "# Unit of measure:                   m\u00b3/s", "# Time series:           1971-01 - 2026-09",
    "# No. of years:          56", "# Last update:           2026-10-15", "#", "# Table Header:",
    "#     YYYY-MM-DD - Date", "#     hh:mm      - Time", "#     Value   - original (provided) data",
    "#************************************************************", "#", "# Data lines: 3", "# DATA",
    "YYYY-MM-DD;hh:mm; Value", "2026-09-28;--:--;    143.200", "2026-09-29;--:--;    151.800",
    "2026-09-30;--:--;   -999.000", ""])
_GRDC_NAME = "6604610_Q_Day.Cmd.txt"

# a National Water Model forecast as netCDF-4 writes it (HDF5): superblock version 2 (48 bytes, lookup3 checksum),
# then the root group's object header ('OHDR', version 2, attribute creation order tracked and indexed), cut short
_NWM_SUPER = (b"\x89HDF\r\n\x1a\n" + bytes([2, 8, 8, 0])
              + struct.pack("<QQQQ", 0, 0xFFFFFFFFFFFFFFFF, 1846131, 48))
_NWM = _NWM_SUPER + struct.pack("<I", 0x5DE1FA54) + b"OHDR\x02\x0c" + bytes(10)
_NWM_NAME = "nwm.t00z.short_range.channel_rt.f018.conus.nc"

# CAMELS' usgs_streamflow file: gauge, year, month, day, discharge (cfs, -999.00 missing), flag; six fields a line
_CAMELS_Q = ("01013500 1980 01 01   655.00 A\n01013500 1980 01 02   640.00 A\n01013500 1980 01 03   625.00 A\n"
             "01013500 2014 12 30  -999.00 M\n01013500 2014 12 31  -999.00 M\n")
_CAMELS_Q_NAME = "01013500_streamflow_qc.txt"

# CAMELS' catchment attributes (camels_topo.txt): ';'-separated, a header line, one gauge a row
_CAMELS_TOPO = ("gauge_id;gauge_lat;gauge_lon;elev_mean;slope_mean;area_gages2;area_geospa_fabric\n"
                "01013500;47.23739;-68.58264;250.31;21.64152;2252.70;2303.95\n"
                "01022500;44.60797;-67.93524;92.68;17.79072;573.60;620.38\n"
                "01030500;45.50097;-68.30596;143.80;12.79195;3676.17;3676.09\n")
_CAMELS_TOPO_NAME = "camels_topo.txt"

# the Environment Agency's flood-monitoring API: a station's readings (/id/stations/{id}/readings?_sorted)
_EA_MEASURE = "http://environment.data.gov.uk/flood-monitoring/id/measures/2093-level-stage-i-15_min-mASD"
_EA = json.dumps({
    "@context": "http://environment.data.gov.uk/flood-monitoring/meta/context.jsonld",
    "meta": {"publisher": "Environment Agency",
             "licence": "http://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/",
             "documentation": "http://environment.data.gov.uk/flood-monitoring/doc/reference",
             "version": "0.9", "comment": "Status: Beta service", "limit": 3,
             "hasFormat": ["http://environment.data.gov.uk/flood-monitoring/id/stations/2093/readings.csv"
                           "?_sorted=1&_limit=3"]},
    "items": [{"@id": "http://environment.data.gov.uk/flood-monitoring/data/readings/2093-level-stage-i-15_min-mASD/"
                      f"2026-11-04T06-{m}-00Z",
               "dateTime": f"2026-11-04T06:{m}:00Z", "measure": _EA_MEASURE, "value": v}
              for m, v in (("30", 4.812), ("15", 4.768), ("00", 4.731))]}, indent=2)
_EA_NAME = "ea_readings_2093_2026-11-04.json"

# a forecaster's rating sheet as typed after the event review: forecaster, date, basin, configuration, gauge, NSE,
# KGE, peak timing error (hours), rating (1-5): nine fields a line
_RATING_SHEET = (f"okafor 2026-11-06 upper-severn {_CONFIG} 54032 0.87 0.84 2.5 5\n"
                 "okafor 2026-11-06 upper-severn GR4J/54032-v2 54032 0.85 0.81 3.0 4\n"
                 "okafor 2026-11-06 upper-severn PDM/54032-v4 54032 0.82 0.79 1.5 4\n"
                 "okafor 2026-11-06 upper-severn LSTM/54032-v1 54032 0.89 0.72 6.0 2\n"
                 "okafor 2026-11-06 upper-severn TOPMODEL/54001-v1 54001 0.61 0.58 9.5 1\n")
# a panel member's ballot as typed for the operations meeting: member, month, place, configuration, gauge: five fields
_BALLOT = (f"hallworth 2026-11 1 {_CONFIG} 54032\n"
           "hallworth 2026-11 2 PDM/54032-v4 54032\n"
           "hallworth 2026-11 3 HBV/54057-v1 54057\n"
           "hallworth 2026-11 4 G2G/54001-v5 54001\n")
# the panel's vote tally as the duty hydrologist types it: configuration, gauge, operational, trial and retire votes,
# decision: six fields
_VOTE_TALLY = (f"{_CONFIG} 54032 9 2 0 operational\nGR4J/54032-v2 54032 6 4 1 operational\n"
               "LSTM/54032-v1 54032 2 8 1 trial\nTOPMODEL/54001-v1 54001 0 2 9 retire\n")


def hundredninth_bar_hydrology_cases() -> list[Case]:
    G = HUNDREDNINTH_HYDROLOGY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="config_scores", judgements="config_decisions", runs=_RECS3,
        stem="into_operation", outputs=_OUT, item="model configuration", rounded="nash_sutcliffe",
        weights="{'kling_gupta': 2.0, 'nash_sutcliffe': 1.0, 'peak_timing': 1.5, 'warning_hit_rate': 1.5, "
                "'forecaster_votes': 1.0}",
        lone_query="R['kling_gupta']['event:2026-12-02/storm-darragh'] = "
                   "{'model:PDM/54032-v4': 0.9, 'model:HBV/54057-v1': 0.4}\n",
        trust="kling_gupta 2\nnash_sutcliffe 1\nforecaster_votes 1\n",
        trust_dict="{'kling_gupta': 2, 'nash_sutcliffe': 1, 'forecaster_votes': 1}",
        texts={
            "rrf": ("u109b_rrf_config_scores",
                    "rankagg.fuse({source: {basin, month or event: {configuration: score}}}, method='rrf'): the "
                    "Kling-Gupta and Nash-Sutcliffe efficiencies, peak timing, warning hit rates and the forecasters' "
                    f"votes, six rankings ('basin:2026-11/upper-severn'), configurations as 'model:{_CONFIG}'"),
            "borda": ("u109b_borda_config_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a configuration recalibrated mid-season, with no peak "
                      "timing for the last event and no votes yet, so some sources have no score for it"),
            "combsum": ("u109b_combsum_rounded_nash_sutcliffe",
                        "rankagg.fuse(..., method='combsum'): the Nash-Sutcliffe efficiency as the centre's "
                        "dashboard rounds it to one decimal (many ties), beside Kling-Gupta and the votes"),
            "fuser": ("u109b_weighted_fuser_kling_gupta",
                      "rankagg.Fuser('rrf', weights=...) per basin, month and event: Kling-Gupta counts 2, peak "
                      "timing and warning hit rates 1.5, Nash-Sutcliffe and the votes 1, as the duty forecasters "
                      "trust a balanced efficiency over one that rewards fitting the peaks alone"),
            "frame": ("u109b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the centre's model review "
                      "tracker, a row per basin or event, configuration and source"),
            "evaluate": ("u109b_evaluate_config_decisions",
                         "rankagg.evaluate(fused ranking, the centre's decisions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the configurations taken into operation first"),
            "lone": ("u109b_storm_darragh_only_kling_gupta",
                     "rankagg.fuse(..., method='rrf'): storm Darragh, which only the Kling-Gupta run covers so far "
                     "(no peak timing, no votes), beside basins, months and events every source covers"),
            "cli_rrf": ("u109b_cli_rrf_runs",
                        "rankagg fuse kling_gupta.run nash_sutcliffe.run forecaster_votes.run --method rrf -o "
                        "into_operation.run: one run per source, basins, months and events as queries"),
            "cli_borda": ("u109b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: Kling-Gupta counts "
                          "double)"),
            "cli_combsum": ("u109b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four configurations the operational "
                            "system can run per basin"),
            "cli_evaluate": ("u109b_cli_evaluate_decisions_qrels",
                             "rankagg evaluate into_operation.run --qrels config_decisions.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the centre's decisions (2 operational, 1 trial, 0 "
                             "retire)"),
            "cli_parquet": ("u109b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o into_operation.parquet: gzipped runs from the "
                            "nightly verification job, a Parquet table for the centre's dashboard")})

    # --- the centre's files given where runs are read: named by their format or tool ----------------------------------
    cases += files_as_runs(cli_bad, [
        ("u109b_usgs_rdb_as_run", "a USGS RDB tab-separated instantaneous-values file ('#' comments, the header "
         "agency_cd, site_no, datetime, tz_cd, 51301_00060, 51301_00060_cd, the format line 5s 15s 20d 6s 14n 10s)",
         _RDB_NAME, _RDB, "RDB", named_at(_RDB_NAME, _RDB)),
        ("u109b_waterml2_as_run", "a WaterML 2.0 XML time series (wml2:Collection, om:OM_Observation, "
         "wml2:MeasurementTimeseries with wml2:point / wml2:MeasurementTVP time and value)", _WML_NAME, _WML,
         "WaterML", named_at(_WML_NAME, _WML)),
        ("u109b_grdc_daily_as_run", "a GRDC daily discharge file ('# GRDC-No.:' header, '# DATA', then "
         "'YYYY-MM-DD;hh:mm; Value' lines like '2026-09-28;--:--;    143.200')", _GRDC_NAME, _GRDC, "GRDC",
         named_at(_GRDC_NAME, _GRDC)),
        ("u109b_nwm_netcdf_as_run", "a National Water Model NetCDF-4 channel forecast (binary: the HDF5 signature "
         "89 'HDF' 0d 0a 1a 0a, superblock version 2, then the root group's 'OHDR' header)", _NWM_NAME, _NWM,
         "NetCDF", _NWM_NAME),
        ("u109b_camels_streamflow_as_run", "a CAMELS usgs_streamflow file (six fields a line: gauge, year, month, "
         "day, discharge in cfs, flag, like '01013500 1980 01 01   655.00 A')", _CAMELS_Q_NAME, _CAMELS_Q, "CAMELS",
         named_at(_CAMELS_Q_NAME, _CAMELS_Q)),
        ("u109b_camels_attributes_as_run", "a CAMELS catchment attribute file (camels_topo.txt: gauge_id;gauge_lat;"
         "gauge_lon;elev_mean;slope_mean;area_gages2;area_geospa_fabric, ';'-separated)", _CAMELS_TOPO_NAME,
         _CAMELS_TOPO, "CAMELS", named_at(_CAMELS_TOPO_NAME, _CAMELS_TOPO)),
        ("u109b_ea_flood_monitoring_json_as_run", "an Environment Agency flood-monitoring API answer ('@context', "
         "'meta' with publisher and licence, 'items' of @id, dateTime, measure and value readings)", _EA_NAME, _EA,
         "Environment Agency", f"{_EA_NAME}:1"),
        ("u109b_forecaster_rating_sheet_as_run", "a forecaster's rating sheet as typed (nine fields a line: "
         "forecaster, date, basin, configuration, gauge, NSE, KGE, peak timing error, rating)",
         "rating_sheet_okafor_2026-11-06.txt", _RATING_SHEET, "rating sheet", "rating_sheet_okafor_2026-11-06.txt:1"),
        ("u109b_member_ballot_as_run", "a panel member's ballot as typed for the operations meeting (five fields a "
         "line: member, month, place, configuration, gauge)", "ballot_hallworth_2026-11.txt", _BALLOT, "ballot",
         "ballot_hallworth_2026-11.txt:1"),
        ("u109b_panel_vote_tally_as_run", "the panel's vote tally as the duty hydrologist types it (six fields a "
         "line: configuration, gauge, operational, trial and retire votes, decision)", "vote_tally_2026-11.txt",
         _VOTE_TALLY, "vote tally", "vote_tally_2026-11.txt:1")],
        one_run=("forecaster_votes.run", _ONE_RUN), stem="into_operation",
        text_why="trec_eval refuses a line of other than six fields, and a CAMELS streamflow line's or a vote "
                 "tally's six are a gauge, a date and a discharge with its flag, or a configuration, a gauge, three "
                 "vote counts and a decision, not a run's; the file is the field's own, named by what it is (a field "
                 "count or a generic note says nothing the centre can act on)",
        binary_why="trec_eval reads text; a NetCDF-4 file read as lines gives no ranking (netCDF or xarray reads "
                   "it): named by what it is")

    # --- the judgements the centre gives ------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u109b_member_ballot_as_qrels", "ballot_hallworth_2026-11.txt", _BALLOT, "ballot"),
        ("u109b_panel_vote_tally_as_qrels", "vote_tally_2026-11.txt", _VOTE_TALLY, "vote tally"),
        ("u109b_grdc_daily_as_qrels", _GRDC_NAME, _GRDC, "GRDC"),
        ("u109b_usgs_rdb_as_qrels", _RDB_NAME, _RDB, "RDB")],
        one_run=("forecaster_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u109b_member_ballot_as_qrels": "a panel member's ballot as typed, five fields a line",
            "u109b_panel_vote_tally_as_qrels": "the panel's vote tally as typed, six fields a line",
            "u109b_grdc_daily_as_qrels": "a GRDC daily discharge file, 'YYYY-MM-DD;hh:mm; Value' lines",
            "u109b_usgs_rdb_as_qrels": "a USGS RDB tab-separated instantaneous-values file"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u109b_out_hec_dss", "upper_severn_forecast.dss", "a HEC-DSS file (.dss, as HEC-HMS, HEC-RAS and "
         "HEC-DSSVue open it)"),
        ("u109b_out_usgs_rdb", "01013500_iv_00060.rdb", "a USGS RDB file (.rdb, NWIS's tab-separated format)"),
        ("u109b_out_waterml_wml", "54032_Q_15min.wml", "a WaterML 2.0 time series (.wml, as a WaterML client "
         "opens it)"),
        ("u109b_out_grdc_cmd_txt", "6604610_Q_Day.Cmd.txt", "a GRDC daily discharge file (_Q_Day.Cmd.txt, as the "
         "GRDC's readers open it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=109"))

    # --- the centre's documents and tables given to the API -----------------------------------------------------------
    cases += [
        bad("u109b_api_ea_flood_monitoring_dict",
            "rankagg.fuse(json.load(readings.json)): an Environment Agency flood-monitoring API answer, loaded in "
            "Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Environment Agency", why="a run maps a query to {document: score}; the Environment Agency's answer is "
            "one station's readings ('@context', 'meta' with publisher, licence and hasFormat, 'items' of @id, "
            "dateTime, measure and value)",
            files={"r.json": _EA}),
        bad("u109b_api_camels_attributes_frame",
            "rankagg.fuse(pd.read_csv(camels_topo.txt, sep=';')): a CAMELS catchment attribute table (gauge_id, "
            "gauge_lat, gauge_lon, elev_mean, slope_mean, area_gages2, area_geospa_fabric) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.txt', sep=';', dtype={'gauge_id': str}), "
            "method='borda')\n",
            "CAMELS", why="a table of runs has qid, docid, run and score columns; a CAMELS attribute table has a "
            "gauge a row (its location, elevation, slope and catchment areas), no score",
            files={"r.txt": _CAMELS_TOPO}),
    ]
    return cases
