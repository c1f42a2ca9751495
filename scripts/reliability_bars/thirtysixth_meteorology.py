"""Issue 45's thirty-sixth bar of scripts/reliability_matrix.py, a national weather service's forecast verification
team ranking stations per warning threshold and forecast cycle across forecast models and forecasters (its cases, ids
``u36g_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written in a later session, before any of its recognisers existed.)

The team's day: each warning threshold, forecast cycle and lead time (``wx:gust50kt/2026-11-27T00Z+24h``) is a query
and each station a document by its WMO index and ICAO code (``wmo:03772@EGLL``); the runs are the UK convective-scale
model's (UKV), the ECMWF ensemble's, GFS's and the duty forecasters' chances that the threshold is exceeded at the
station, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each model's
verification record, and judged against what the stations observed (2 the threshold exceeded, 1 within a tenth of it,
0 neither).  The mistakes and odd files: the field's own files given where runs or qrels are read (METAR reports,
ecCodes' grib_ls listing, a WMO BUFR message, a GRIB2 message, a CAP alert, an IWXXM METAR, MET's point_stat .stat
file, a MIDAS Open BADC-CSV file, a Met Office DataHub site forecast; a SYNOP bulletin, a TAF, a WRF namelist and an
IGRA radiosonde sounding as judgements), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSIXTH_METEOROLOGY = ("45 Unseen inputs: a thirty-sixth bar, a national weather service's forecast verification "
                           "team ranking stations per warning threshold and cycle across models and forecasters "
                           "(METAR, grib_ls, BUFR, GRIB2, CAP, IWXXM, MET, BADC-CSV, DataHub, SYNOP, TAF, WRF, IGRA)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['ukv', 'ecmwf_ens', 'gfs', 'forecasters'],
    items=['wmo:03772@EGLL', 'wmo:03776@EGKK', 'wmo:03683@EGSS', 'wmo:03797@EGMH', 'wmo:03862@EGHH',
           'wmo:03763@EGVO', 'wmo:03658@EGUB', 'wmo:03672@EGWU'],
    queries=['wx:gust50kt/2026-11-27T00Z+24h', 'wx:gust50kt/2026-11-27T12Z+24h', 'wx:rain25mm/2026-11-27T00Z+24h',
             'wx:rain25mm/2026-11-27T12Z+24h', 'wx:vis200m/2026-11-28T00Z+12h', 'wx:snow2cm/2026-11-28T00Z+24h'],
    suffix='/rerun', generator='stations', judgements='observed') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "stations", "stations.run")

_RECS3 = ["ukv", "ecmwf_ens", "gfs"]
_OUT = ("stations.run",)
_ONE_RUN = ("wx:gust50kt/2026-11-27T00Z+24h Q0 wmo:03772@EGLL 1 0.91 forecasters\nwx:gust50kt/2026-11-27T00Z+24h Q0 "
            "wmo:03776@EGKK 2 0.77 forecasters\nwx:gust50kt/2026-11-27T00Z+24h Q0 wmo:03797@EGMH 3 0.52 forecasters\n")
# the team's files, as the observing networks, models, decoders and verification tools write them (a few lines)
_METAR = ("METAR EGLL 270850Z 24023G38KT 9999 -RA BKN012 OVC020 11/09 Q0994 TEMPO 25030G45KT 4000 RA=\n"
          "METAR EGKK 270850Z 23021G36KT 7000 -RA SCT008 BKN014 11/10 Q0993 TEMPO 4000 RA BKN008=\n"
          "METAR EGSS 270850Z AUTO 22019G31KT 9999 -RA BKN015 10/08 Q0996 NOSIG=\n")
# ecCodes' grib_ls -p centre,dataDate,stepRange,typeOfLevel,level,shortName: the file's name, a header of the keys,
# then a message a line, six columns of 12 characters and a space (a long value pushes the rest on)
_GRIB_LS = ("gfs.t00z.pgrb2.0p25.f024\n"
            + "".join(f"{v:<12} " for v in ["centre", "dataDate", "stepRange", "typeOfLevel", "level", "shortName"])
            + "\n"
            + "".join("".join(f"{v:<12} " for v in row) + "\n" for row in [
                ["kwbc", "20261127", "24", "surface", "0", "gust"],
                ["kwbc", "20261127", "24", "heightAboveGround", "2", "2t"],
                ["kwbc", "20261127", "24", "heightAboveGround", "10", "10u"],
                ["kwbc", "20261127", "24", "heightAboveGround", "10", "10v"]])
            + "4 of 4 messages in gfs.t00z.pgrb2.0p25.f024\n\n4 of 4 total messages in 1 files\n")


def _bufr() -> bytes:
    """A WMO BUFR edition 4 message: 'BUFR', its length, section 1 (centre 74, EGRR; category 0, surface land; 27
    November 2026 09:00), section 3 (one subset, observed, descriptor 3 07 080: a SYNOP), section 4, '7777'."""
    s1 = ((22).to_bytes(3, "big") + bytes([0]) + (74).to_bytes(2, "big") + (0).to_bytes(2, "big")
          + bytes([0, 0, 0, 2, 0, 38, 0]) + (2026).to_bytes(2, "big") + bytes([11, 27, 9, 0, 0]))
    s3 = (9).to_bytes(3, "big") + bytes([0]) + (1).to_bytes(2, "big") + bytes([0x80]) + bytes([0xC7, 0x50])
    s4 = (20).to_bytes(3, "big") + bytes([0]) + bytes.fromhex("0eb4112a007d61803f2c400012c80640")
    body = s1 + s3 + s4 + b"7777"
    return b"BUFR" + (8 + len(body)).to_bytes(3, "big") + bytes([4]) + body


def _grib2() -> bytes:
    """The start of a GRIB2 message: section 0 ('GRIB', discipline 0, edition 2, the length), section 1 (centre 7,
    NCEP; 2026-11-27 00 UTC, a forecast), section 3 (template 3.0: the 0.25 degree latitude/longitude grid), '7777'."""
    s1 = ((21).to_bytes(4, "big") + bytes([1]) + (7).to_bytes(2, "big") + (0).to_bytes(2, "big") + bytes([2, 1, 1])
          + (2026).to_bytes(2, "big") + bytes([11, 27, 0, 0, 0, 0, 1]))
    s3 = ((72).to_bytes(4, "big") + bytes([3, 0]) + (1440 * 721).to_bytes(4, "big") + bytes([0, 0])
          + (0).to_bytes(2, "big") + bytes([6, 0]) + bytes(4) + bytes([0]) + bytes(4) + bytes([0]) + bytes(4)
          + (1440).to_bytes(4, "big") + (721).to_bytes(4, "big") + bytes(4) + (0xFFFFFFFF).to_bytes(4, "big")
          + (90000000).to_bytes(4, "big") + bytes(4) + bytes([48]) + (0x80000000 | 90000000).to_bytes(4, "big")
          + (359750000).to_bytes(4, "big") + (250000).to_bytes(4, "big") + (250000).to_bytes(4, "big") + bytes([0]))
    body = s1 + s3 + b"7777"
    return b"GRIB" + bytes([0, 0, 0, 2]) + (16 + len(body)).to_bytes(8, "big") + body


_CAP = ('<?xml version="1.0" encoding="UTF-8"?>\n<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">\n'
        '  <identifier>2.49.0.0.826.0.20261127090000.WIND.SE</identifier>\n'
        '  <sender>https://www.metoffice.gov.uk</sender>\n  <sent>2026-11-27T09:00:00+00:00</sent>\n'
        '  <status>Actual</status>\n  <msgType>Alert</msgType>\n  <scope>Public</scope>\n  <info>\n'
        '    <language>en-GB</language>\n    <category>Met</category>\n    <event>Wind</event>\n'
        '    <urgency>Expected</urgency>\n    <severity>Moderate</severity>\n    <certainty>Likely</certainty>\n'
        '    <headline>Yellow warning of wind: London and South East England</headline>\n  </info>\n</alert>\n')
_IWXXM = ('<?xml version="1.0" encoding="UTF-8"?>\n<iwxxm:METAR xmlns:iwxxm="http://icao.int/iwxxm/3.0" '
          'xmlns:aixm="http://www.aixm.aero/schema/5.1.1" xmlns:gml="http://www.opengis.net/gml/3.2" '
          'xmlns:xlink="http://www.w3.org/1999/xlink" gml:id="uuid.6f0b2c1e-3d4a-4e5f-8a9b-0c1d2e3f4a5b" '
          'reportStatus="NORMAL" automatedStation="false">\n'
          '  <iwxxm:issueTime><gml:TimeInstant gml:id="ti-EGLL-20261127T0850Z"><gml:timePosition>'
          '2026-11-27T08:50:00Z</gml:timePosition></gml:TimeInstant></iwxxm:issueTime>\n'
          '  <iwxxm:aerodrome><aixm:AirportHeliport gml:id="aerodrome-EGLL"><aixm:timeSlice>'
          '<aixm:AirportHeliportTimeSlice gml:id="aerodrome-EGLL-ts"><gml:validTime/>'
          '<aixm:interpretation>SNAPSHOT</aixm:interpretation><aixm:designator>EGLL</aixm:designator>'
          '</aixm:AirportHeliportTimeSlice></aixm:timeSlice></aixm:AirportHeliport></iwxxm:aerodrome>\n'
          '</iwxxm:METAR>\n')
# MET's point_stat .stat file: the common header columns, LINE_TYPE, then the contingency table counts (CTC)
_MET_STAT = ("VERSION MODEL DESC FCST_LEAD FCST_VALID_BEG  FCST_VALID_END  OBS_LEAD OBS_VALID_BEG   OBS_VALID_END   "
             "FCST_VAR FCST_UNITS FCST_LEV OBS_VAR OBS_UNITS OBS_LEV OBTYPE VX_MASK INTERP_MTHD INTERP_PNTS "
             "FCST_THRESH OBS_THRESH COV_THRESH ALPHA LINE_TYPE TOTAL FY_OY FY_ON FN_OY FN_ON EC_VALUE\n"
             "V11.1.0 GFS   NA   240000    20261128_000000 20261128_000000 000000   20261127_233000 20261128_003000 "
             "GUST     m/s        Z10      GUST    m/s       Z10     ADPSFC UK_SE   NEAREST     1           "
             ">=25.7      >=25.7     NA         NA    CTC       142   9     6     4     123   0.50000\n"
             "V11.1.0 GFS   NA   240000    20261128_000000 20261128_000000 000000   20261127_233000 20261128_003000 "
             "GUST     m/s        Z10      GUST    m/s       Z10     ADPSFC UK_SW   NEAREST     1           "
             ">=25.7      >=25.7     NA         NA    CTC       96    4     3     5     84    0.50000\n")
# Met Office MIDAS Open in BADC-CSV: the metadata ('Conventions,G,BADC-CSV,1', ...), 'data', the table, 'end data'
_MIDAS = ("Conventions,G,BADC-CSV,1\ntitle,G,uk-hourly-weather-obs\nsource,G,Met Office MIDAS database\n"
          "creator,G,Met Office\nactivity,G,Met Office MIDAS Open: UK Land Surface Stations Data\n"
          "feature_type,G,point collection\ncollection_name,G,midas-open\nobservation_station,G,heathrow\n"
          "historic_county_name,G,greater-london\nlocation,G,51.479,-0.449\nheight,G,25\n"
          "date_valid,G,2026-01-01 00:00:00,2026-12-31 23:59:59\ndata\n"
          "ob_time,id,id_type,met_domain_name,version_num,src_id,rec_st_ind,wind_speed_unit_id,src_opr_type,"
          "wind_direction,wind_speed,air_temperature,dewpoint,msl_pressure,visibility\n"
          "2026-11-27 08:00:00,03772,WMO,SYNOP,1,708,1011,4,6,240,22,11.0,9.1,1001.6,2500\n"
          "2026-11-27 09:00:00,03772,WMO,SYNOP,1,708,1011,4,6,240,23,11.2,8.9,1001.2,2500\nend data\n")
_DATAHUB = ('{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", '
            '"coordinates": [-0.4543, 51.47, 25.0]}, "properties": {"location": {"name": "London Heathrow Airport"}, '
            '"requestPointDistance": 1081.5349, "modelRunDate": "2026-11-27T09:00Z", "timeSeries": [{"time": '
            '"2026-11-27T09:00Z", "screenTemperature": 11.2, "screenDewPointTemperature": 8.9, "windSpeed10m": 11.8, '
            '"windDirectionFrom10m": 240, "windGustSpeed10m": 19.6, "max10mWindGust": 21.1, "visibility": 9800, '
            '"mslp": 100120, "significantWeatherCode": 12, "probOfPrecipitation": 78}]}}], "parameters": [{'
            '"windGustSpeed10m": {"type": "Parameter", "description": "Wind Gust Speed at 10m Above Ground Level", '
            '"unit": {"label": "metres per second", "symbol": {"value": "http://www.opengis.net/def/uom/UCUM/", '
            '"type": "m/s"}}}}]}\n')
# a SYNOP bulletin (FM 12): the WMO abbreviated heading, 'AAXX YYGGi', then a report a station
_SYNOP = ("SMUK01 EGRR 270900\nAAXX 27091\n"
          "03772 11459 82423 10112 20089 39941 49973 58012 60042 76162 8857/=\n"
          "03776 11458 82321 10110 20095 39938 49968 58014 60052 76162 8867/=\n"
          "03683 11460 82219 10103 20084 39952 49981 58010 60032 76166 8757/=\n")
_TAF = ("TAF EGLL 270456Z 2706/2812 24018G30KT 9999 BKN012\n      TEMPO 2706/2712 25025G40KT 4000 RA BKN008\n"
        "      BECMG 2714/2717 27014KT\n      PROB30 TEMPO 2800/2806 7000 SHRA=\n")
_WRF_NAMELIST = (" &time_control\n"
                 " run_days                            = 0,\n"
                 " run_hours                           = 48,\n"
                 " start_year                          = 2026, 2026,\n"
                 " start_month                         = 11,   11,\n"
                 " start_day                           = 27,   27,\n"
                 " start_hour                          = 00,   00,\n"
                 " interval_seconds                    = 10800\n"
                 " history_interval                    = 60,   60,\n"
                 " /\n\n"
                 " &domains\n"
                 " time_step                           = 60,\n"
                 " max_dom                             = 2,\n"
                 " e_we                                = 425,  220,\n"
                 " e_sn                                = 400,  208,\n"
                 " dx                                  = 12000,\n"
                 " /\n")
# an IGRA 2 sounding: the header record ('#', the station, date, hour, release time, levels, sources, latitude and
# longitude), then a level a line
_IGRA = ("#UKM00003808 2026 11 27 00 2315   87 ncdc-gts ncdc-gts  502167   -53167\n"
         "21 -9999 101400A    87B  118B  920    18   240   150\n"
         "10 -9999 100000    203   105   900    21   245   180\n"
         "10 -9999  92500    869    62   870    25   250   260\n")
# NCEI's Global Hourly (ISD) CSV
_ISD = ('"STATION","DATE","SOURCE","LATITUDE","LONGITUDE","ELEVATION","NAME","REPORT_TYPE","CALL_SIGN",'
        '"QUALITY_CONTROL","WND","CIG","VIS","TMP","DEW","SLP"\n'
        '"03772099999","2026-11-27T08:50:00","4","51.4775","-0.461389","25.3","HEATHROW, UK","FM-15","EGLL ","V020",'
        '"240,1,N,0118,1","00366,1,C,N,1","009999,1,N,1","+0110,1","+0090,1","99999,9"\n'
        '"03772099999","2026-11-27T09:00:00","4","51.4775","-0.461389","25.3","HEATHROW, UK","FM-12","99999","V020",'
        '"240,1,N,0118,1","00366,1,C,N,1","009999,1,N,1","+0112,1","+0089,1","10012,1"\n')


def thirtysixth_bar_meteorology_cases() -> list[Case]:
    G = THIRTYSIXTH_METEOROLOGY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="stations", judgements="observed", runs=_RECS3, stem="stations", outputs=_OUT,
        item="stations", rounded="ecmwf_ens",
        weights="{'ukv': 1.5, 'ecmwf_ens': 2.0, 'gfs': 0.5, 'forecasters': 1.0}",
        lone_query="R['forecasters']['wx:fzra/2026-11-28T00Z+24h'] = {'wmo:03658@EGUB': 0.9, "
                   "'wmo:03683@EGSS': 0.4}\n",
        trust="ecmwf_ens 2\nukv 1.5\ngfs 0.5\n",
        trust_dict="{'ecmwf_ens': 2, 'ukv': 1.5, 'gfs': 0.5}",
        texts={
            "rrf": ("u36g_rrf_models",
                    "rankagg.fuse({model: {threshold/cycle: {station: chance}}}, method='rrf'): four models, six "
                    "thresholds and cycles ('wx:gust50kt/2026-11-27T00Z+24h'), stations as 'wmo:03772@EGLL'"),
            "borda": ("u36g_borda_unscored_stations",
                      "rankagg.fuse(..., method='borda'): GFS's point post-processing has no chance for stations "
                      "missing from its station list"),
            "combsum": ("u36g_combsum_rounded_ensemble",
                        "rankagg.fuse(..., method='combsum'): the ECMWF ensemble's chances in tenths (many ties) "
                        "beside the others"),
            "fuser": ("u36g_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per threshold and cycle: the ECMWF ensemble counts 2, GFS "
                      "0.5"),
            "frame": ("u36g_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the verification sheet, a "
                      "row per threshold, station and model"),
            "evaluate": ("u36g_evaluate_observed",
                         "rankagg.evaluate(fused ranking, what the stations observed, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put first the stations where the threshold was exceeded"),
            "lone": ("u36g_one_model_threshold",
                     "rankagg.fuse(..., method='rrf'): a threshold only the forecasters ranked (freezing rain, no "
                     "model's post-processing gives it) beside thresholds every model covers"),
            "cli_rrf": ("u36g_cli_rrf_runs",
                        "rankagg fuse ukv.run ecmwf_ens.run gfs.run --method rrf -o stations.run: one run per model, "
                        "thresholds and cycles as queries"),
            "cli_borda": ("u36g_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the ECMWF ensemble "
                          "counts double)"),
            "cli_combsum": ("u36g_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four stations a warning's area is drawn "
                            "round"),
            "cli_evaluate": ("u36g_cli_evaluate_observed_qrels",
                             "rankagg evaluate stations.run --qrels observed.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what the stations observed (0-2)"),
            "cli_parquet": ("u36g_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o stations.parquet: gzipped runs from the models' "
                            "post-processing, a Parquet table for the verification dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u36g_metar_as_run", "METAR reports ('METAR EGLL 270850Z 24023G38KT 9999 -RA BKN012 ...=')", "metars.txt",
         _METAR, "METAR", "metars.txt:1"),
        ("u36g_grib_ls_as_run", "ecCodes' grib_ls listing (the GRIB file's name, then centre, dataDate, stepRange, "
         "typeOfLevel, level, shortName: six columns a message)", "gfs_f024_inventory.txt", _GRIB_LS, "grib_ls",
         "gfs_f024_inventory.txt:2"),
        ("u36g_bufr_as_run", "a WMO BUFR edition 4 message ('BUFR', sections 1 to 4, '7777')", "synop_2026112709.bufr",
         _bufr(), "BUFR", "synop_2026112709.bufr"),
        ("u36g_grib2_as_run", "a GRIB2 message ('GRIB', edition 2, the identification and grid sections)",
         "gfs.t00z.pgrb2.0p25.f024", _grib2(), "GRIB", "gfs.t00z.pgrb2.0p25.f024"),
        ("u36g_cap_as_run", "a CAP 1.2 alert (alert, identifier, sender, sent, status, msgType, info)",
         "wind_warning_se.xml", _CAP, "CAP", "wind_warning_se.xml:2"),
        ("u36g_iwxxm_as_run", "an IWXXM 3.0 METAR (iwxxm:METAR, issueTime, aerodrome)", "EGLL_270850Z.xml", _IWXXM,
         "IWXXM", "EGLL_270850Z.xml:2"),
        ("u36g_met_stat_as_run", "MET's point_stat .stat file (VERSION, MODEL, DESC, FCST_LEAD, ..., LINE_TYPE, then "
         "CTC counts)", "point_stat_GFS_240000L_20261128_000000V.stat", _MET_STAT, "MET",
         "point_stat_GFS_240000L_20261128_000000V.stat:1"),
        ("u36g_midas_badc_csv_as_run", "a MIDAS Open file in BADC-CSV (metadata 'Conventions,G,BADC-CSV,1', ..., "
         "'data', the observations' table, 'end data')", "midas-open_uk-hourly-weather-obs_heathrow_2026.csv", _MIDAS,
         "BADC-CSV", "midas-open_uk-hourly-weather-obs_heathrow_2026.csv:1"),
        ("u36g_datahub_json_as_run", "a Met Office DataHub site-specific forecast (GeoJSON FeatureCollection: "
         "modelRunDate, timeSeries, parameters)", "heathrow_hourly.json", _DATAHUB, "DataHub",
         "heathrow_hourly.json:1")],
        one_run=("forecasters.run", _ONE_RUN), stem="stations",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary message read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u36g_synop_as_qrels", "synop_2026112709.txt", _SYNOP, "SYNOP"),
        ("u36g_taf_as_qrels", "EGLL_taf.txt", _TAF, "TAF"),
        ("u36g_wrf_namelist_as_qrels", "namelist.input", _WRF_NAMELIST, "WRF"),
        ("u36g_igra_as_qrels", "UKM00003808-data.txt", _IGRA, "IGRA")],
        one_run=("forecasters.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u36g_out_grib2", "stations.grib2", "a GRIB2 file"),
        ("u36g_out_bufr", "stations.bufr", "a BUFR file"),
        ("u36g_out_nc", "stations.nc", "a NetCDF file"),
        ("u36g_out_stat", "stations.stat", "a MET .stat file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=36"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u36g_api_datahub_dict",
            "rankagg.fuse(json.load(heathrow_hourly.json)): a Met Office DataHub site forecast loaded in Python given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('d.json')), method='rrf')\n",
            "DataHub", why="a run maps a query to {document: score}; a DataHub forecast's 'type' is text and "
            "'features' a list", files={"d.json": _DATAHUB}),
        bad("u36g_api_isd_frame",
            "rankagg.fuse(pd.read_csv(03772099999.csv)): NCEI's Global Hourly (ISD) observations given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('h.csv'), method='borda')\n",
            "ISD", why="a table of runs has qid, docid, run and score columns; ISD's has an observation per row",
            files={"h.csv": _ISD}),
    ]
    return cases
