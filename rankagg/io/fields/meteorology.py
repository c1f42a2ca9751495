"""A national weather service's forecast verification team's files (issue 45's thirty-sixth bar, u36g_): ecCodes'
grib_ls listings, IWXXM reports, the Met Office DataHub's site-specific forecasts, NCEI's Global Hourly (ISD)
observations, TAFs, WRF's namelists and IGRA's radiosonde soundings.  (METAR and SYNOP reports, BUFR and GRIB2
messages, CAP alerts, MET's .stat files, BADC-CSV and their names as outputs are named by older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

_DATAHUB = ("a Met Office DataHub site-specific forecast (Weather DataHub's GeoJSON: a FeatureCollection whose "
            "feature holds the location, modelRunDate and a timeSeries of forecast values, and its parameters)")

METEOROLOGY = Field(
    team="a national weather service's forecast verification team's files (u36g_)",
    advice="give each model's chances that a warning threshold is exceeded at the stations (UKV's, the ECMWF "
           "ensemble's, GFS's, the duty forecasters') as a run, a threshold, forecast cycle and lead time a query "
           "(wx:gust50kt/2026-11-27T00Z+24h) and each station a document (wmo:03772@EGLL), the score higher for the "
           "likelier: 'THRESHOLD/CYCLE Q0 STATION RANK SCORE MODEL'; what the stations observed is the qrels, "
           "'THRESHOLD/CYCLE 0 STATION GRADE'",
    files=(
        FieldFile("ecCodes' grib_ls listing (a GRIB file's name, a header of ecCodes keys such as centre, dataDate, "
                  "stepRange, typeOfLevel, level, shortName, then a line per GRIB message and 'N of N messages')",
                  "era5_sfc_20261201.grib\n"
                  "edition      centre       date         dataType     gridType     stepRange    typeOfLevel  "
                  "level        shortName    packingType  \n"
                  "1            ecmf         20261201     an           regular_ll   0            surface      "
                  "0            2t           grid_simple  \n"
                  "1            ecmf         20261201     an           regular_ll   0            surface      "
                  "0            msl          grid_simple  \n"
                  "2 of 2 messages in era5_sfc_20261201.grib\n\n2 of 2 total messages in 1 files\n", 2,
                  line=r"^(?=[^\n]*\bshortName\b)(?=[^\n]*\b(?:centre|dataDate|date|stepRange|typeOfLevel|level|"
                       r"paramId|edition)\b)[A-Za-z][\w:.]*(?:[ \t]+[A-Za-z][\w:.]*){2,}[ \t]*$"),
        FieldFile("an IWXXM METAR (ICAO's Weather Information Exchange Model: the METAR as XML, iwxxm:METAR with "
                  "its issueTime, aerodrome and observation)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n'
                  '<iwxxm:METAR xmlns:iwxxm="http://icao.int/iwxxm/2023-1" xmlns:gml="http://www.opengis.net/gml/3.2"'
                  ' gml:id="uuid.a1b2c3d4" reportStatus="NORMAL" automatedStation="true">\n'
                  '  <iwxxm:issueTime><gml:TimeInstant gml:id="ti-1"><gml:timePosition>2026-12-01T10:30:00Z'
                  '</gml:timePosition></gml:TimeInstant></iwxxm:issueTime>\n'
                  '</iwxxm:METAR>\n', 2, root="METAR", marks=("icao.int/iwxxm",)),
        FieldFile(_DATAHUB,
                  '{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", '
                  '"coordinates": [-2.2715, 53.3537, 69.0]}, "properties": {"location": {"name": "Manchester '
                  'Airport"}, "requestPointDistance": 412.7, "modelRunDate": "2026-12-01T06:00Z", "timeSeries": '
                  '[{"time": "2026-12-01T07:00Z", "screenTemperature": 4.1, "windGustSpeed10m": 12.3}]}}], '
                  '"parameters": [{"screenTemperature": {"type": "Parameter", "description": "Screen Air '
                  'Temperature", "unit": {"label": "degrees Celsius"}}}]}\n', 1,
                  keys=("features", "modelRunDate", "timeSeries"), marks=("FeatureCollection",)),
        # the same forecast loaded in Python: its modelRunDate is two levels down, its parameters at the top
        FieldFile(_DATAHUB,
                  '{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", '
                  '"coordinates": [-1.6917, 55.0375, 81.0]}, "properties": {"location": {"name": "Newcastle"}, '
                  '"modelRunDate": "2026-12-01T00:00Z", "timeSeries": [{"time": "2026-12-01T03:00Z", '
                  '"maxScreenAirTemp": 3.2, "windGustSpeed10m": 15.4}]}}], "parameters": [{"maxScreenAirTemp": '
                  '{"type": "Parameter", "unit": {"label": "degrees Celsius"}}}]}\n', 1,
                  keys=("features", "parameters", "properties")),
        FieldFile("NCEI's Global Hourly observations (ISD, the Integrated Surface Database's CSV: STATION, DATE, "
                  "SOURCE, ..., REPORT_TYPE, CALL_SIGN, QUALITY_CONTROL, then the coded WND, CIG, VIS, TMP, ...)",
                  '"STATION","DATE","SOURCE","LATITUDE","LONGITUDE","ELEVATION","NAME","REPORT_TYPE","CALL_SIGN",'
                  '"QUALITY_CONTROL","WND","TMP"\n'
                  '"72530094846","2026-12-01T00:51:00","7","41.96019","-87.93162","201.8","CHICAGO OHARE '
                  'INTERNATIONAL AIRPORT, IL US","FM-15","KORD ","V030","270,5,N,0046,5","-0028,5"\n', 1,
                  columns=("STATION", "DATE", "REPORT_TYPE", "QUALITY_CONTROL")),
        FieldFile("a TAF (an aerodrome forecast in WMO/ICAO's code: 'TAF', the ICAO location, its issue time, the "
                  "validity period, then TEMPO, BECMG and PROB groups)",
                  "TAF LFPG 011100Z 0112/0218 20012KT 9999 SCT030\n      BECMG 0115/0117 23018G28KT\n"
                  "      TEMPO 0118/0202 4000 SHRA BKN014=\n", 1,
                  line=r"^[ \t]*TAF(?:[ \t]+(?:AMD|COR|CNL|RTD))?[ \t]+[A-Z][A-Z0-9]{3}[ \t]+[0-3]\d[0-2]\d[0-5]\dZ"
                       r"[ \t]+(?:[0-3]\d[0-2]\d/[0-3]\d[0-2]\d|NIL)\b"),
        FieldFile("a WRF namelist (namelist.input or WPS's namelist.wps: Fortran namelist groups &time_control, "
                  "&domains, &physics, ... or &share, &geogrid, each ended by '/')",
                  " &time_control\n run_days = 1,\n run_hours = 0,\n start_year = 2026,\n /\n\n &domains\n"
                  " time_step = 90,\n max_dom = 1,\n /\n", 1,
                  line=r"^[ \t]*&(?:time_control|domains|share|geogrid)[ \t]*$"),
        FieldFile("an IGRA 2 sounding (NCEI's Integrated Global Radiosonde Archive: a '#' header record per sounding, "
                  "station, date, hour, release time, levels, sources, latitude and longitude, then a line per "
                  "level)", "#USM00072520 2026 12 01 12 1102   95 ncdc-gts ncdc-gts  404317  -802150\n"
                  "21 -9999  97100A   360B   42B  760    38   230    31\n"
                  "10 -9999  92500    754    18   640    52   255    88\n", 1,
                  line=r"^#[A-Z]{2}[A-Z0-9]\d{8} \d{4} [01]\d [0-3]\d \d\d [\d ]{4} [\d ]{4} .{8} .{8} [ \d-]{7} "
                       r"[ \d-]{8}[ \t]*$"),
    ))
