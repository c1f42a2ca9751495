"""A city's air quality monitoring network's and health advisory panel's files (issue 45's hundredth bar, u100a_):
OpenAQ's, AirNow's and PurpleAir's API answers, AirNow's hourly data files, PurpleAir's SD card CSVs and EPA AQS
hourly files.  (JPEGs are named by the older readers.)  By decision the technicians' typed rating sheets (a site's or
sensor's id, initials, marks), a panel member's typed ballot and the panel's typed vote tally stay undeclared: an AQS
site id is a bare number and a district's name the city's own, so they hold nothing of this field's own; their
refusals name the file and line.  An output named '.dat' (AirNow's hourly files' suffix) is written as asked: '.dat'
names any tool's data."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a field of AirNow's hourly file: no '|' and no line end
_CELL = r"[^|\r\n]*"

AIRQUALITY = Field(
    team="a city's air quality monitoring network and health advisory panel (u100a_)",
    advice="give each source's ranking of an hour's, day's or panel vote's sites, sensors or districts (the reference "
           "monitors, the low-cost sensors, the technicians' ratings, the panel's votes) as a run, the hour and "
           "pollutant a query (hour:2026-03-15T14/pm25) and each site a document (site:aqs/060750005), the score "
           "higher for the worse air: 'HOUR Q0 SITE RANK SCORE SOURCE'; the panel's decisions are the qrels, 'HOUR 0 "
           "SITE GRADE'",
    files=(
        FieldFile("an OpenAQ API answer (JSON: meta with its name, website, page, limit and found, then results)",
                  '{"meta":{"name":"openaq-api","website":"/","page":1,"limit":100,"found":2},"results":[{"value":'
                  '11.4,"parameter":{"id":2,"name":"pm25"}}]}\n', 1,
                  keys=("meta", "website", "found", "limit", "results")),
        FieldFile("an AirNow API observation answer (JSON: a record per pollutant, DateObserved, HourObserved, "
                  "ReportingArea, ParameterName, AQI, Category)",
                  '[{"DateObserved":"2026-03-15 ","HourObserved":14,"LocalTimeZone":"PDT","ReportingArea":'
                  '"San Francisco","ParameterName":"O3","AQI":38,"Category":{"Number":1,"Name":"Good"}}]\n', 1,
                  keys=("DateObserved", "HourObserved", "ReportingArea", "ParameterName", "AQI")),
        FieldFile("an AirNow hourly data file (HourlyData_YYYYMMDDHH.dat: date, time, site id, site, GMT offset, "
                  "parameter, units, value, agency, '|'-separated)",
                  "03/15/26|21:00|060750005|San Francisco|-8|PM2.5|UG/M3|11.4|San Francisco Bay Area AQMD\r\n", 1,
                  line=rf"\A\ufeff?\d\d/\d\d/\d\d\|\d\d:\d\d\|{_CELL}\|{_CELL}\|-?\d+(?:\.\d+)?\|{_CELL}\|{_CELL}\|"
                       rf"-?\d+(?:\.\d+)?\|{_CELL}\r?$"),
        FieldFile("a PurpleAir API answer (JSON: api_version, time_stamp, data_time_stamp, fields, data)",
                  '{"api_version":"V1.0.14-0.0.58","time_stamp":1773608412,"data_time_stamp":1773608395,"fields":'
                  '["sensor_index","name","pm2.5_atm"],"data":[[98765,"Mission Playground",14.2]]}\n', 1,
                  keys=("api_version", "time_stamp", "data_time_stamp", "fields", "data")),
        FieldFile("a PurpleAir sensor's SD card CSV (UTCDateTime, mac_address, firmware_ver, hardware, current_temp_f, "
                  "..., pm2_5_atm, ...)",
                  "UTCDateTime,mac_address,firmware_ver,hardware,current_temp_f,pm2_5_atm\n"
                  "2026/03/15T21:00:12z,84:f3:eb:91:2c:07,7.02,2.0+BME280+PMSX003-B+PMSX003-A,61,11.4\n", 1,
                  columns=("UTCDateTime", "mac_address", "firmware_ver")),
        FieldFile("an EPA AQS hourly data file (State Code, County Code, Site Num, Parameter Code, POC, ..., Sample "
                  "Measurement, ...)",
                  '"State Code","County Code","Site Num","Parameter Code","POC","Sample Measurement"\n'
                  '"06","075","0005","88101",3,11.4\n', 1,
                  columns=("State Code", "County Code", "Site Num", "Parameter Code")),
    ))
