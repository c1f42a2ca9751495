"""Issue 45's hundredth bar of scripts/reliability_matrix.py, a city's air quality monitoring network and its health
advisory panel, ranking monitoring sites, districts and low-cost sensors per hour, day, pollutant and panel vote from
PM2.5, ozone and NO2 readings, AQI values, sensor checks, technicians' ratings and the panel's votes (its cases, ids
``u100a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each hour, day or panel vote (``hour:2026-03-15T14/pm25``, the local hour, then the pollutant;
``day:2026-03-15/ozone``; ``panel:2026-03-16/smoke-advisory``) is a query and each monitoring site, low-cost sensor or
district a document (``site:aqs/060750005``, the AQS site id; ``sensor:purpleair/131075``, PurpleAir's sensor index;
``district:d10/bayview-hunters-point``); the runs are the reference monitors' readings, the low-cost sensors'
corrected readings, the field technicians' ratings and the panel's votes, turned to scores in [0, 1] at four decimals.
They are fused with RRF, Borda and CombSUM, the panel's votes weighted highest (the advisory is the panel's to issue),
and judged against the panel's decisions (2 advisory issued for it, 1 watch, 0 otherwise).  The mistakes and odd files:
the field's own files given where runs or qrels are read (OpenAQ's v3 measurements answer (JSON), AirNow's
observation answer (JSON) and its hourly data file (HourlyData_YYYYMMDDHH.dat, pipe-delimited), PurpleAir's /v1/sensors
answer (JSON) and a PA-II-SD card's CSV, an EPA AQS hourly data file (hourly_88101_YYYY.csv), a site photo (JPEG,
binary), the technicians' rating sheet, the panel member's ballot and the panel's vote tally as typed), and outputs
named for the field's files (AirNow's .dat, OpenAQ's archive .csv.gz, a camera's .JPG, AQS's hourly .csv).
(Checked: OpenAQ v3's answer, {"meta": {"name": "openaq-api", "website": "/", "page", "limit", "found"}, "results":
[{value, flagInfo {hasFlags}, parameter {id, name, units, displayName}, period {label, interval, datetimeFrom {utc,
local}, datetimeTo}, coordinates, summary, coverage}]}, from openaq-python's test fixtures and a captured
/v3/sensors/{id}/measurements answer (the keys' order in the live answer not checked; coverage and summary left out
here); AirNow's observation answer (a JSON list of DateObserved with its trailing space, HourObserved, LocalTimeZone,
ReportingArea, StateCode, Latitude, Longitude, ParameterName, AQI, Category {Number, Name}) from several clients'
captured answers; AirNow's hourly data file (no header; ValidDate MM/DD/YY|ValidTime (UTC)|AQSID|SiteName|GMTOffset
(standard time)|ParameterName|ReportingUnits|Value|DataSource, CRLF) from the AirNow fact sheet's readers
(AirMonitor, monetio, openaq-fetch) and their test lines; PurpleAir's /v1/sensors answer (api_version, time_stamp,
data_time_stamp, location_type, max_age, fields, data) from aiopurpleair's models and a captured answer (its
firmware_default_version key, from memory, left out); the PA-II-SD card's header (UTCDateTime ... p_10_0_um_b, gas,
41 columns) from the PurpleAir API document's backup; its file names (one file a day, YYYYMMDD.csv) and UTCDateTime's
form '2026/03/15T21:00:14z' are from memory, not checked; EPA AQS's hourly file header (24 quoted columns, "State Code"
... "Date of Last Change", numbers unquoted) from AirData's readers and a real row; Time Local as local standard time
(GMT 8 hours on) is from memory; the method name and MDL are illustrative; OpenAQ's archive name
location-{id}-{YYYYMMDD}.csv.gz from readers of s3://openaq-data-archive. The JPEG's first bytes (SOI FF D8, an APP1
'Exif\\0\\0' segment, a big-endian TIFF header 'MM\\0*' with IFD0 at 8) are common knowledge, not checked here. Left
out, as they could not be checked: AirNow's KML and reporting-area files, AQS's pipe-delimited transaction (RD) files,
PurpleAir's history CSV download, Clarity's and AirGradient's exports; the rating sheet, the ballot and the tally are
typed here as the team writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDTH_AIRQUALITY = ("45 Unseen inputs: a hundredth bar, a city's air quality monitoring network and health "
                        "advisory panel ranking monitoring sites, districts and low-cost sensors per hour, day, "
                        "pollutant and panel vote from PM2.5, ozone and NO2 readings, AQI values, technicians' ratings "
                        "and the panel's votes (OpenAQ's JSON, AirNow's JSON and hourly .dat file, PurpleAir's JSON "
                        "and SD card CSV, EPA AQS hourly CSV, site photos (JPEG), rating sheets, panel ballots and "
                        "vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['reference_monitors', 'lowcost_sensors', 'technician_ratings', 'panel_votes'],
    items=['site:aqs/060750005', 'site:aqs/060750013', 'sensor:purpleair/131075', 'district:d10/bayview-hunters-point',
           'sensor:purpleair/98765', 'site:aqs/060751001', 'district:d09/mission', 'sensor:purpleair/174421'],
    queries=['hour:2026-03-15T14/pm25', 'day:2026-03-15/ozone', 'day:2026-03-15/no2',
             'panel:2026-03-16/smoke-advisory', 'hour:2026-03-16T09/pm25', 'day:2026-03-16/aqi'],
    suffix='/provisional', generator='network_scores', judgements='panel_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "network_scores", "site_rankings.run")

_RECS3 = ["reference_monitors", "lowcost_sensors", "panel_votes"]
_OUT = ("site_rankings.run",)
_ONE_RUN = ("panel:2026-03-16/smoke-advisory Q0 district:d10/bayview-hunters-point 1 0.9143 panel_votes\n"
            "panel:2026-03-16/smoke-advisory Q0 site:aqs/060750005 2 0.8720 panel_votes\n")


# the team's files, as OpenAQ, AirNow, PurpleAir, EPA AQS, the technicians' phones and the panel's secretary write them
# OpenAQ's v3 answer (GET /v3/sensors/{id}/measurements): compact, the meta then one result a reading; coverage and
# summary left out; the values illustrative
_OPENAQ = json.dumps({
    "meta": {"name": "openaq-api", "website": "/", "page": 1, "limit": 100, "found": 2},
    "results": [
        {"value": 11.4, "flagInfo": {"hasFlags": False},
         "parameter": {"id": 2, "name": "pm25", "units": "µg/m³", "displayName": None},
         "period": {"label": "raw", "interval": "01:00:00",
                    "datetimeFrom": {"utc": "2026-03-15T21:00:00Z", "local": "2026-03-15T14:00:00-07:00"},
                    "datetimeTo": {"utc": "2026-03-15T22:00:00Z", "local": "2026-03-15T15:00:00-07:00"}},
         "coordinates": None},
        {"value": 9.8, "flagInfo": {"hasFlags": False},
         "parameter": {"id": 2, "name": "pm25", "units": "µg/m³", "displayName": None},
         "period": {"label": "raw", "interval": "01:00:00",
                    "datetimeFrom": {"utc": "2026-03-15T22:00:00Z", "local": "2026-03-15T15:00:00-07:00"},
                    "datetimeTo": {"utc": "2026-03-15T23:00:00Z", "local": "2026-03-15T16:00:00-07:00"}},
         "coordinates": None}]}, ensure_ascii=False, separators=(",", ":"))
_OPENAQ_NAME = "openaq_sensor_7117_measurements.json"

# AirNow's observation answer (GET /aq/observation/zipCode/current/?format=application/json): a list, one entry a
# pollutant, DateObserved with its trailing space
_AIRNOW_JSON = json.dumps([
    {"DateObserved": "2026-03-15 ", "HourObserved": 14, "LocalTimeZone": "PDT", "ReportingArea": "San Francisco",
     "StateCode": "CA", "Latitude": 37.75, "Longitude": -122.43, "ParameterName": "O3", "AQI": 38,
     "Category": {"Number": 1, "Name": "Good"}},
    {"DateObserved": "2026-03-15 ", "HourObserved": 14, "LocalTimeZone": "PDT", "ReportingArea": "San Francisco",
     "StateCode": "CA", "Latitude": 37.75, "Longitude": -122.43, "ParameterName": "PM2.5", "AQI": 56,
     "Category": {"Number": 2, "Name": "Moderate"}}], separators=(",", ":"))
_AIRNOW_JSON_NAME = "airnow_observation_94124.json"

# AirNow's hourly data file (files.airnowtech.org/airnow/YYYY/YYYYMMDD/HourlyData_YYYYMMDDHH.dat): no header, nine
# pipe-delimited fields, the hour in UTC, GMTOffset the site's standard time, CRLF
_AIRNOW_DAT = ("03/15/26|21:00|060750005|San Francisco|-8|PM2.5|UG/M3|11.4|San Francisco Bay Area AQMD\r\n"
               "03/15/26|21:00|060750005|San Francisco|-8|OZONE|PPB|31|San Francisco Bay Area AQMD\r\n"
               "03/15/26|21:00|060750005|San Francisco|-8|NO2|PPB|14.2|San Francisco Bay Area AQMD\r\n"
               "03/15/26|21:00|060750013|SF-Bayview|-8|PM2.5|UG/M3|16.9|San Francisco Bay Area AQMD\r\n")
_AIRNOW_DAT_NAME = "HourlyData_2026031521.dat"

# PurpleAir's /v1/sensors answer (fields=name,pm2.5_atm,pm2.5_cf_1): the header keys, the fields asked for, then a
# row a sensor
_PURPLEAIR_JSON = json.dumps({
    "api_version": "V1.0.14-0.0.58", "time_stamp": 1773608412, "data_time_stamp": 1773608395, "location_type": 0,
    "max_age": 3600, "fields": ["sensor_index", "name", "pm2.5_atm", "pm2.5_cf_1"],
    "data": [[98765, "Mission Playground", 14.2, 15.1], [131075, "Bayview Hill", 17.8, 19.6],
             [174421, "Portola Library roof", 9.3, 9.7]]}, separators=(",", ":"))
_PURPLEAIR_JSON_NAME = "purpleair_sensors_district10.json"

# a PA-II-SD card's CSV (latest firmware's header, 41 columns), a row every two minutes; the values illustrative


def _sd_row(when: str, a: float, b: float) -> str:
    fields = [when, "84:f3:eb:7b:c8:ee", "7.04", "3.0+OPENLOG+31037 MB+DS3231+BME280+PMSX003-B+PMSX003-A", "61",
              "48", "41", "1013.42", "0.01", "19280", "-63", "86412",
              f"{a:.2f}", f"{a * 1.3:.2f}", f"{a * 1.4:.2f}", f"{a:.2f}", f"{a * 1.3:.2f}", f"{a * 1.4:.2f}",
              "56", "52", "1874.22", "541.67", "87.13", "6.01", "0.88", "0.00",
              f"{b:.2f}", f"{b * 1.3:.2f}", f"{b * 1.4:.2f}", f"{b:.2f}", f"{b * 1.3:.2f}", f"{b * 1.4:.2f}",
              "58", "55", "1912.40", "556.02", "91.57", "5.80", "0.71", "0.00", ""]
    return ",".join(fields)


_SD_HEADER = ("UTCDateTime,mac_address,firmware_ver,hardware,current_temp_f,current_humidity,current_dewpoint_f,"
              "pressure,adc,mem,rssi,uptime,pm1_0_cf_1,pm2_5_cf_1,pm10_0_cf_1,pm1_0_atm,pm2_5_atm,pm10_0_atm,"
              "pm2.5_aqi_cf_1,pm2.5_aqi_atm,p_0_3_um,p_0_5_um,p_1_0_um,p_2_5_um,p_5_0_um,p_10_0_um,pm1_0_cf_1_b,"
              "pm2_5_cf_1_b,pm10_0_cf_1_b,pm1_0_atm_b,pm2_5_atm_b,pm10_0_atm_b,pm2.5_aqi_cf_1_b,pm2.5_aqi_atm_b,"
              "p_0_3_um_b,p_0_5_um_b,p_1_0_um_b,p_2_5_um_b,p_5_0_um_b,p_10_0_um_b,gas")
_SD_CSV = "\n".join([_SD_HEADER, _sd_row("2026/03/15T21:00:14z", 9.61, 10.08),
                     _sd_row("2026/03/15T21:02:14z", 9.87, 10.33)]) + "\n"
_SD_NAME = "20260315.csv"

# EPA AQS's hourly data file (AirData's pre-generated hourly_88101_2026.zip, the CSV inside): 24 quoted header
# columns, numbers unquoted; the method name and MDL illustrative
_AQS_CSV = (
    '"State Code","County Code","Site Num","Parameter Code","POC","Latitude","Longitude","Datum","Parameter Name",'
    '"Date Local","Time Local","Date GMT","Time GMT","Sample Measurement","Units of Measure","MDL","Uncertainty",'
    '"Qualifier","Method Type","Method Code","Method Name","State Name","County Name","Date of Last Change"\n'
    '"06","075","0005","88101",3,37.765946,-122.399044,"WGS84","PM2.5 - Local Conditions","2026-03-15","14:00",'
    '"2026-03-15","22:00",11.4,"Micrograms/cubic meter (LC)",2,"","","FEM","209","Met One BAM-1022 Mass Monitor '
    'w/ VSCC or TE-PM2.5C - Beta Attenuation","California","San Francisco","2026-05-04"\n'
    '"06","075","0005","88101",3,37.765946,-122.399044,"WGS84","PM2.5 - Local Conditions","2026-03-15","15:00",'
    '"2026-03-15","23:00",9.8,"Micrograms/cubic meter (LC)",2,"","","FEM","209","Met One BAM-1022 Mass Monitor '
    'w/ VSCC or TE-PM2.5C - Beta Attenuation","California","San Francisco","2026-05-04"\n')
_AQS_NAME = "hourly_88101_2026.csv"


# a site photo as the technician's phone writes it (JPEG, Exif): SOI, an APP1 segment ('Exif\0\0', a big-endian TIFF
# header, IFD0 with one entry, Orientation 1, no next IFD); the quantisation tables and the image left out
def _site_photo() -> bytes:
    tiff = b"MM\x00\x2a" + struct.pack(">I", 8) + struct.pack(">H", 1) + struct.pack(">HHIHH", 0x0112, 3, 1, 1, 0)
    tiff += struct.pack(">I", 0)
    app1 = b"Exif\x00\x00" + tiff
    return b"\xff\xd8" + b"\xff\xe1" + struct.pack(">H", len(app1) + 2) + app1 + b"\xff\xdb\x00\x43\x00"


_JPEG = _site_photo()
_JPEG_NAME = "IMG_20260315_141208.jpg"

# the field technicians' rating sheet as typed from the site visit forms: site or sensor id, technician's initials,
# inlet, fan, siting, overall: six fields a line
_RATING_SHEET = ("060750005 rk 5 4 4 4.5\n060750013 rk 4 4 3 3.5\npa131075 jm 3 4 4 3.5\npa98765 jm 4 3 2 3.0\n"
                 "pa174421 ts 5 5 4 4.5\n")
# a panel member's ballot as typed for the advisory meeting: member, place, site or sensor id, district: four fields
# a line
_PANEL_BALLOT = ("okafor 1 060750013 d10-bayview\nokafor 2 pa131075 d10-bayview\nokafor 3 pa98765 d09-mission\n"
                 "okafor 4 060750005 d09-mission\n")
# the panel's vote tally as the secretary types it: meeting date, district, for, against, abstain, share for: six
# fields a line
_VOTE_TALLY = ("2026-03-16 d10-bayview 7 1 1 0.78\n2026-03-16 d09-mission 5 3 1 0.56\n"
               "2026-03-16 d11-excelsior 2 6 1 0.22\n2026-03-16 d06-soma 4 4 1 0.44\n")


def hundredth_bar_airquality_cases() -> list[Case]:
    G = HUNDREDTH_AIRQUALITY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="network_scores", judgements="panel_decisions", runs=_RECS3,
        stem="site_rankings", outputs=_OUT, item="site", rounded="technician_ratings",
        weights="{'reference_monitors': 1.5, 'lowcost_sensors': 0.5, 'technician_ratings': 1.0, 'panel_votes': 2.0}",
        lone_query="R['lowcost_sensors']['hour:2026-03-16T03/pm25'] = "
                   "{'sensor:purpleair/131075': 0.9, 'sensor:purpleair/174421': 0.4}\n",
        trust="reference_monitors 1\nlowcost_sensors 1\npanel_votes 2\n",
        trust_dict="{'reference_monitors': 1, 'lowcost_sensors': 1, 'panel_votes': 2}",
        texts={
            "rrf": ("u100a_rrf_network_scores",
                    "rankagg.fuse({source: {hour, day or vote: {site: score}}}, method='rrf'): the reference "
                    "monitors, the low-cost sensors, the technicians' ratings and the panel's votes, six rankings "
                    "('hour:2026-03-15T14/pm25'), sites as 'site:aqs/060750005'"),
            "borda": ("u100a_borda_site_not_reported_by_all",
                      "rankagg.fuse(..., method='borda'): a sensor offline for the hour and a site the technicians "
                      "did not visit, so some sources have no score for it"),
            "combsum": ("u100a_combsum_rounded_technician_ratings",
                        "rankagg.fuse(..., method='combsum'): the technicians' ratings at one decimal (many ties), "
                        "beside the monitors' and the sensors' readings"),
            "fuser": ("u100a_weighted_fuser_panel_votes",
                      "rankagg.Fuser('rrf', weights=...) per hour and vote: the panel's votes count 2, the "
                      "low-cost sensors 0.5, as the advisory is the panel's to issue"),
            "frame": ("u100a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the network's sheet, a row "
                      "per hour, site and source"),
            "evaluate": ("u100a_evaluate_panel_decisions",
                         "rankagg.evaluate(fused ranking, the panel's decisions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the districts the panel advised first"),
            "lone": ("u100a_night_hour_only_lowcost_sensors",
                     "rankagg.fuse(..., method='rrf'): a night hour of smoke only the low-cost sensors cover (the "
                     "monitors' data not yet in), beside hours every source covers"),
            "cli_rrf": ("u100a_cli_rrf_runs",
                        "rankagg fuse reference_monitors.run lowcost_sensors.run panel_votes.run --method rrf -o "
                        "site_rankings.run: one run per source, hours, days and votes as queries"),
            "cli_borda": ("u100a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the panel's votes "
                          "count double)"),
            "cli_combsum": ("u100a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four sites the advisory names"),
            "cli_evaluate": ("u100a_cli_evaluate_panel_decisions_qrels",
                             "rankagg evaluate site_rankings.run --qrels panel_decisions.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the panel's decisions (0-2)"),
            "cli_parquet": ("u100a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o site_rankings.parquet: gzipped runs from the "
                            "network's scripts, a Parquet table for the epidemiologist's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u100a_openaq_json_as_run", "OpenAQ's v3 measurements answer (meta: name openaq-api, page, limit, found; "
         "results: value, flagInfo, parameter, period)", _OPENAQ_NAME, _OPENAQ, "OpenAQ", f"{_OPENAQ_NAME}:1"),
        ("u100a_airnow_observation_json_as_run", "AirNow's observation answer (DateObserved, HourObserved, "
         "ReportingArea, ParameterName, AQI, Category)", _AIRNOW_JSON_NAME, _AIRNOW_JSON, "AirNow",
         f"{_AIRNOW_JSON_NAME}:1"),
        ("u100a_airnow_hourly_dat_as_run", "AirNow's hourly data file (ValidDate|ValidTime|AQSID|SiteName|GMTOffset|"
         "ParameterName|ReportingUnits|Value|DataSource)", _AIRNOW_DAT_NAME, _AIRNOW_DAT, "AirNow",
         named_at(_AIRNOW_DAT_NAME, _AIRNOW_DAT)),
        ("u100a_purpleair_sensors_json_as_run", "PurpleAir's /v1/sensors answer (api_version, time_stamp, "
         "data_time_stamp, fields, data)", _PURPLEAIR_JSON_NAME, _PURPLEAIR_JSON, "PurpleAir",
         f"{_PURPLEAIR_JSON_NAME}:1"),
        ("u100a_purpleair_sd_csv_as_run", "a PurpleAir PA-II-SD card's CSV (UTCDateTime, mac_address, firmware_ver, "
         "... pm2_5_atm ... p_10_0_um_b, gas)", _SD_NAME, _SD_CSV, "PurpleAir", named_at(_SD_NAME, _SD_CSV)),
        ("u100a_aqs_hourly_csv_as_run", "an EPA AQS hourly data file (State Code, County Code, Site Num, Parameter "
         "Code, POC, ... Sample Measurement, ... Date of Last Change)", _AQS_NAME, _AQS_CSV, "AQS",
         named_at(_AQS_NAME, _AQS_CSV)),
        ("u100a_site_photo_jpeg_as_run", "a site photo from the technician's phone (JPEG: FF D8, APP1 Exif, TIFF "
         "'MM')", _JPEG_NAME, _JPEG, "JPEG", _JPEG_NAME),
        ("u100a_rating_sheet_as_run", "the technicians' rating sheet as typed (six fields a line: site, technician, "
         "inlet, fan, siting, overall)", "site_ratings_march.txt", _RATING_SHEET, "rating sheet",
         "site_ratings_march.txt:1"),
        ("u100a_panel_ballot_as_run", "a panel member's ballot as typed for the advisory meeting (four fields a "
         "line: member, place, site, district)", "ballot_okafor_0316.txt", _PANEL_BALLOT, "ballot",
         "ballot_okafor_0316.txt:1"),
        ("u100a_vote_tally_as_run", "the panel's vote tally as the secretary types it (six fields a line: meeting, "
         "district, for, against, abstain, share)", "vote_tally_0316.txt", _VOTE_TALLY, "vote tally",
         "vote_tally_0316.txt:1")],
        one_run=("panel_votes.run", _ONE_RUN), stem="site_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a meeting date, a "
                 "district, three counts and a share, not a run's; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a JPEG photo read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u100a_panel_ballot_as_qrels", "ballot_okafor_0316.txt", _PANEL_BALLOT, "ballot"),
        ("u100a_vote_tally_as_qrels", "vote_tally_0316.txt", _VOTE_TALLY, "vote tally"),
        ("u100a_airnow_hourly_dat_as_qrels", _AIRNOW_DAT_NAME, _AIRNOW_DAT, "AirNow"),
        ("u100a_aqs_hourly_csv_as_qrels", _AQS_NAME, _AQS_CSV, "AQS")],
        one_run=("panel_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u100a_out_airnow_dat", "HourlyData_2026031614.dat", "AirNow's hourly data file"),
        ("u100a_out_openaq_csv_gz", "location-2178-20260316.csv.gz", "an OpenAQ archive file"),
        ("u100a_out_jpeg_jpg", "IMG_4821.JPG", "a site photo (JPEG)"),
        ("u100a_out_aqs_hourly_csv", "hourly_88101_2026.csv", "an EPA AQS hourly data file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=100"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u100a_api_openaq_measurements_dict",
            "rankagg.fuse(json.load(openaq_sensor_7117_measurements.json)): OpenAQ's v3 measurements answer, loaded "
            "in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "OpenAQ", why="a run maps a query to {document: score}; an OpenAQ answer is a page's meta and one sensor's "
            "readings (value, parameter, period)",
            files={"r.json": _OPENAQ}),
        bad("u100a_api_purpleair_sd_frame",
            "rankagg.fuse(pd.read_csv(20260315.csv)): a PurpleAir SD card's CSV (UTCDateTime, mac_address, ... "
            "pm2_5_atm ...) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "PurpleAir", why="a table of runs has qid, docid, run and score columns; a PurpleAir SD card's CSV has a "
            "reading a row (the time, the sensor's MAC address, its two channels' particle masses and counts)",
            files={"r.csv": _SD_CSV}),
    ]
    return cases
