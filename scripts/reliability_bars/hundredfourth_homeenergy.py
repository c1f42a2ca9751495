"""Issue 45's hundred-and-fourth bar of scripts/reliability_matrix.py, a housing cooperative's energy committee
(volunteer residents and the building engineer), ranking energy-saving measures per building, season and committee
vote from metered savings, payback estimates, residents' comfort ratings and the committee's votes (its cases, ids
``u104b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each building's season, each season across the cooperative and each committee vote
(``building:B/winter-2026``, the building, then the season; ``season:2026/summer``; ``vote:2026-10/retrofits``, the
meeting's month, then the agenda item) is a query and each measure a document (``measure:B-heat-pump-dhw/phase-1``,
the building, the measure, then the phase, as the committee's minutes write it; on the typed sheets its measure code,
``B-HP-DHW-1``); the runs are the metered savings (smart plugs, sub-meters, the utility's interval data), the payback
estimates, the residents' comfort ratings and the committee's votes, turned to scores in [0, 1] at four decimals.
They are fused with RRF, Borda and CombSUM, the committee's votes weighted highest (the cooperative's bylaws give the
committee the funding decision), and judged against the committee's funding decisions (2 funded this year, 1 funded
next year, 0 declined).  The mistakes and odd files: the field's own files given where runs or qrels are read (Home
Assistant's REST history answer (/api/history/period, JSON), the history panel's 'Download data' CSV, the recorder's
SQLite database (binary), InfluxDB line protocol as Home Assistant's InfluxDB integration writes it, InfluxDB 2's
annotated CSV query answer, a Shelly plug's /status JSON, the utility's Green Button (ESPI) interval data XML, an
ESPHome device's YAML configuration, the residents' comfort rating sheet, a committee member's ballot and the
committee's vote tally as the committee's secretary types them), and outputs named for the field's files (a Home
Assistant automations.yaml, an InfluxDB line-protocol .lp, a Green Button .xml, the recorder's home-assistant_v2.db).
(Checked: the history answer from Home Assistant's source (home-assistant/core, homeassistant/components/history/
__init__.py: HistoryPeriodView, url /api/history/period/{datetime}, filter_entity_id, end_time, minimal_response,
no_attributes, significant_changes_only; the answer ``self.json(list(states.values()))``, a list of one list per
entity) and homeassistant/components/recorder/models/state.py (LazyState.as_dict: entity_id, state, attributes,
last_changed, last_updated, as isoformat() with '+00:00'); with minimal_response the later states of a list carry
only state and last_changed (from memory of recorder/history, not read here); compact JSON as HA's orjson-based
json_bytes writes it (the compactness from memory); the entity ids, attributes and values illustrative.  The
history panel's CSV from the frontend's source (home-assistant/frontend, src/panels/history/ha-panel-history.ts,
_downloadHistory: the header 'entity_id,state,last_changed', a row per state then per long-term statistic, the
times as JavaScript's toISOString(), saved as history.csv) and users' exports that match it (one repository's
data/history.csv, another's notes 'Developer Tools → History → Download Data: entity_id,state,last_changed').  The
recorder's database: SQLite's file header ('SQLite format 3\\0', sqlite.org's file format page, from memory; the
bytes here are the sqlite3 module's own) and the table names from the recorder's db_schema.py (states,
state_attributes, states_meta, statistics, statistics_meta, statistics_short_term, schema_changes, recorder_runs, as
in schema 43); the columns are trimmed and partly from memory (the legacy CHAR(0) columns a guess).  InfluxDB line
protocol from InfluxData's docs (docs.influxdata.com/influxdb/v2/reference/syntax/line-protocol: measurement, tag
set, a space, field set, a space, a nanosecond timestamp) and Home Assistant's InfluxDB integration
(homeassistant/components/influxdb/__init__.py, event_to_json: the measurement is the unit of measurement, tags
domain and entity_id (the object id), fields value and each attribute as a float or with a '_str' suffix); the
tag and field order (sorted) is the influxdb-client serializer's from memory.  The annotated CSV from InfluxData's
docs (reference/syntax/annotated-csv: #group, #datatype, #default rows, then ',result,table,_start,_stop,_time,
_value,_field,_measurement,...' with an empty annotation column); CRLF line ends and the closing blank line as
Flux's CSV encoder writes them are from memory, a guess.  The Shelly Gen1 /status answer from answers users saved
(a Shelly 1PM's and a Plug's: wifi_sta, cloud, mqtt, time, serial, has_update, mac, relays, meters with power,
is_valid, timestamp, counters, total, temperature, overtemperature, update, ram_total, ram_free, fs_size, fs_free,
uptime) and the shelly-core crate's Gen1 model; unixtime, cfg_changed_cnt and actions_stats from a Zabbix template
reading the same answer; the values illustrative.  Green Button from the Green Button SDK's sample files
(MartyBurns/OpenESPI, greenbuttonsdk/GreenButtonDemoPage/data/hourlyForMonthJan.xml: the prolog, the
GreenButtonDataStyleSheet.xslt instruction, an Atom feed of entries holding UsagePoint, LocalTimeParameters,
MeterReading and IntervalBlock in the http://naesb.org/espi namespace, IntervalReading of cost, timePeriod duration
and start, value) and a writer's README (peter279k/green-button-converter: ReadingType's accumulationBehaviour,
commodity, dataQualifier, flowDirection, intervalLength, kind, phase, powerOfTenMultiplier, timeAttribute, uom);
the ids, links and readings illustrative, the comments trimmed.  The ESPHome configuration from configurations
users published (esphome:, name, friendly_name; esp32: board, framework; logger:; api: encryption key; ota:
- platform: esphome; wifi: ssid !secret, the fallback ap; captive_portal:; a pulse_meter sensor with its total, as
energy-meter builds read a meter's LED); the pins and the pulse rate illustrative.  Left out, as they could not be
checked byte for byte: Home Assistant's energy dashboard data (kept in .storage as JSON whose keys were not read),
a Shelly Gen2 device's RPC answers (Shelly.GetStatus), the utility's CSV bill exports (each utility its own).  The
comfort rating sheet, the ballot and the vote tally are typed here as the committee's secretary writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import sqlite3

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDFOURTH_HOMEENERGY = ("45 Unseen inputs: a hundred-and-fourth bar, a housing cooperative's energy committee "
                            "(volunteer residents and the building engineer) ranking energy-saving measures per "
                            "building, season and committee vote from metered savings, payback estimates, residents' "
                            "comfort ratings and the committee's votes (Home Assistant's history answers and CSV "
                            "downloads, the recorder's SQLite database, InfluxDB line protocol and annotated CSV, "
                            "Shelly /status answers, Green Button interval data XML, ESPHome YAML, comfort rating "
                            "sheets, ballots and vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['metered_savings', 'payback_estimates', 'comfort_ratings', 'committee_votes'],
    items=['measure:B-heat-pump-dhw/phase-1', 'measure:A-attic-insulation/phase-1',
           'measure:B-led-stairwells/phase-2', 'measure:C-smart-thermostats/phase-1',
           'measure:A-window-seals/phase-1', 'measure:C-pv-roof/phase-2', 'measure:B-pipe-lagging/phase-1',
           'measure:A-boiler-controls/phase-3'],
    queries=['building:B/winter-2026', 'season:2026/summer', 'vote:2026-10/retrofits', 'building:A/winter-2026',
             'building:C/winter-2026', 'vote:2026-11/lighting'],
    suffix='/recount', generator='measure_scores', judgements='funding_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "measure_scores", "committee_rankings.run")

_RECS3 = ["metered_savings", "payback_estimates", "committee_votes"]
_OUT = ("committee_rankings.run",)
_ONE_RUN = ("building:B/winter-2026 Q0 measure:B-heat-pump-dhw/phase-1 1 0.9127 committee_votes\n"
            "building:B/winter-2026 Q0 measure:B-pipe-lagging/phase-1 2 0.7764 committee_votes\n")


# the team's files, as Home Assistant, its recorder, InfluxDB, a Shelly plug, the utility's Green Button download,
# ESPHome and the committee's secretary write them
# Home Assistant's REST history answer (GET /api/history/period/2026-01-12T00:00:00+00:00?filter_entity_id=...
# &minimal_response): a list per entity, its first state whole (LazyState.as_dict), the rest state and last_changed
def _ha_first(entity: str, state: str, attrs: dict, when: str) -> dict:
    return {"entity_id": entity, "state": state, "attributes": attrs, "last_changed": when, "last_updated": when}


_HA_HISTORY = json.dumps([
    [_ha_first("sensor.b_heat_pump_dhw_energy", "412.37",
               {"state_class": "total_increasing", "unit_of_measurement": "kWh", "device_class": "energy",
                "friendly_name": "B heat pump DHW energy"}, "2026-01-12T00:00:00+00:00"),
     {"state": "413.02", "last_changed": "2026-01-12T01:00:04.118203+00:00"},
     {"state": "413.91", "last_changed": "2026-01-12T02:00:03.902511+00:00"},
     {"state": "414.56", "last_changed": "2026-01-12T03:00:04.530076+00:00"}],
    [_ha_first("sensor.b_stairwell_lights_power", "38.4",
               {"state_class": "measurement", "unit_of_measurement": "W", "device_class": "power",
                "friendly_name": "B stairwell lights power"}, "2026-01-12T00:00:00+00:00"),
     {"state": "12.1", "last_changed": "2026-01-12T00:41:17.664820+00:00"},
     {"state": "0.0", "last_changed": "2026-01-12T01:02:50.007316+00:00"}]], separators=(",", ":"))
_HA_HISTORY_NAME = "ha_history_B_2026-01-12.json"

# the history panel's 'Download data' (Developer tools > History, saved as history.csv): entity_id, state,
# last_changed, the states then the long-term statistics' rows, times as toISOString()
_HA_CSV = ("entity_id,state,last_changed\n"
           "sensor.b_heat_pump_dhw_energy,412.37,2026-01-12T00:00:00.000Z\n"
           "sensor.b_heat_pump_dhw_energy,413.02,2026-01-12T01:00:04.118Z\n"
           "sensor.b_heat_pump_dhw_energy,413.91,2026-01-12T02:00:03.902Z\n"
           "sensor.b_stairwell_lights_power,38.4,2026-01-12T00:00:00.000Z\n"
           "sensor.b_stairwell_lights_power,12.1,2026-01-12T00:41:17.664Z\n"
           "sensor.b_stairwell_lights_power,0.0,2026-01-12T01:02:50.007Z\n"
           "sensor.b_heat_pump_dhw_energy,408.115,2026-01-11T21:00:00.000Z\n"
           "sensor.b_heat_pump_dhw_energy,409.002,2026-01-11T22:00:00.000Z\n")
_HA_CSV_NAME = "history.csv"


# the recorder's database (home-assistant_v2.db): a SQLite file ('SQLite format 3\0'), the recorder's tables
# trimmed to states, states_meta, statistics, statistics_meta and schema_changes, a few rows each
def _recorder_db() -> bytes:
    con = sqlite3.connect(":memory:")
    con.executescript(
        "CREATE TABLE schema_changes (change_id INTEGER NOT NULL, schema_version INTEGER, changed DATETIME NOT NULL,"
        " PRIMARY KEY (change_id));\n"
        "CREATE TABLE states_meta (metadata_id INTEGER NOT NULL, entity_id VARCHAR(255),"
        " PRIMARY KEY (metadata_id));\n"
        "CREATE TABLE states (state_id INTEGER NOT NULL, entity_id CHAR(0), state VARCHAR(255), attributes CHAR(0),"
        " event_id SMALLINT, last_changed CHAR(0), last_changed_ts FLOAT, last_reported_ts FLOAT,"
        " last_updated CHAR(0), last_updated_ts FLOAT, old_state_id INTEGER, attributes_id INTEGER,"
        " context_id CHAR(0), context_user_id CHAR(0), context_parent_id CHAR(0), origin_idx SMALLINT,"
        " context_id_bin BLOB, context_user_id_bin BLOB, context_parent_id_bin BLOB, metadata_id INTEGER,"
        " PRIMARY KEY (state_id));\n"
        "CREATE TABLE statistics_meta (id INTEGER NOT NULL, statistic_id VARCHAR(255), source VARCHAR(32),"
        " unit_of_measurement VARCHAR(255), has_mean BOOLEAN, has_sum BOOLEAN, name VARCHAR(255),"
        " PRIMARY KEY (id));\n"
        "CREATE TABLE statistics (id INTEGER NOT NULL, created CHAR(0), created_ts FLOAT, metadata_id INTEGER,"
        " start CHAR(0), start_ts FLOAT, mean FLOAT, min FLOAT, max FLOAT, last_reset CHAR(0),"
        " last_reset_ts FLOAT, state FLOAT, sum FLOAT, PRIMARY KEY (id));\n"
        "CREATE INDEX ix_states_metadata_id_last_updated_ts ON states (metadata_id, last_updated_ts);\n"
        "CREATE UNIQUE INDEX ix_statistics_statistic_id_start_ts ON statistics (metadata_id, start_ts);\n")
    con.execute("INSERT INTO schema_changes VALUES (1, 43, '2025-11-02 09:14:31.208117')")
    con.executemany("INSERT INTO states_meta VALUES (?, ?)",
                    [(1, "sensor.b_heat_pump_dhw_energy"), (2, "sensor.b_stairwell_lights_power")])
    con.executemany("INSERT INTO states (state_id, state, last_changed_ts, last_updated_ts, old_state_id, "
                    "attributes_id, origin_idx, metadata_id) VALUES (?, ?, ?, ?, ?, ?, 0, ?)",
                    [(1, "412.37", None, 1768176000.0, None, 1, 1), (2, "413.02", None, 1768179604.118203, 1, 1, 1),
                     (3, "38.4", None, 1768176000.0, None, 2, 2), (4, "12.1", None, 1768178477.66482, 3, 2, 2)])
    con.execute("INSERT INTO statistics_meta VALUES (1, 'sensor.b_heat_pump_dhw_energy', 'recorder', 'kWh', 0, 1, "
                "NULL)")
    con.executemany("INSERT INTO statistics (id, created_ts, metadata_id, start_ts, state, sum) "
                    "VALUES (?, ?, 1, ?, ?, ?)",
                    [(1, 1768172410.2, 1768168800.0, 408.115, 96.41), (2, 1768176010.4, 1768172400.0, 409.002, 97.297)])
    con.commit()
    data = con.serialize()
    con.close()
    return bytes(data)


_RECORDER_DB = _recorder_db()
_RECORDER_DB_NAME = "home-assistant_v2.db"

# InfluxDB line protocol as Home Assistant's InfluxDB integration writes a state: the unit as the measurement,
# domain and entity_id tags, the value and the attributes as fields (strings with '_str'), a nanosecond timestamp
_LINE_PROTOCOL = (
    'kWh,domain=sensor,entity_id=b_heat_pump_dhw_energy device_class_str="energy",'
    'friendly_name_str="B heat pump DHW energy",state_class_str="total_increasing",value=412.37 '
    '1768176000000000000\n'
    'kWh,domain=sensor,entity_id=b_heat_pump_dhw_energy device_class_str="energy",'
    'friendly_name_str="B heat pump DHW energy",state_class_str="total_increasing",value=413.02 '
    '1768179604118203000\n'
    'W,domain=sensor,entity_id=b_stairwell_lights_power device_class_str="power",'
    'friendly_name_str="B stairwell lights power",state_class_str="measurement",value=38.4 1768176000000000000\n')
_LINE_PROTOCOL_NAME = "ha_states_B_2026-01-12.lp"

# InfluxDB 2's annotated CSV (influx query --raw 'from(bucket: "homeassistant") |> range(...) |> filter(...)'):
# #group, #datatype, #default, the header after an empty annotation column, a row per point; CRLF, a blank line
_ANNOTATED = "\r\n".join([
    "#group,false,false,true,true,false,false,true,true,true,true",
    "#datatype,string,long,dateTime:RFC3339,dateTime:RFC3339,dateTime:RFC3339,double,string,string,string,string",
    "#default,_result,,,,,,,,,",
    ",result,table,_start,_stop,_time,_value,_field,_measurement,domain,entity_id",
    ",,0,2026-01-12T00:00:00Z,2026-01-13T00:00:00Z,2026-01-12T00:00:00Z,412.37,value,kWh,sensor,"
    "b_heat_pump_dhw_energy",
    ",,0,2026-01-12T00:00:00Z,2026-01-13T00:00:00Z,2026-01-12T01:00:04.118203Z,413.02,value,kWh,sensor,"
    "b_heat_pump_dhw_energy",
    ",,1,2026-01-12T00:00:00Z,2026-01-13T00:00:00Z,2026-01-12T00:00:00Z,38.4,value,W,sensor,"
    "b_stairwell_lights_power",
    "", ""])
_ANNOTATED_NAME = "influx_B_2026-01-12.csv"

# a Shelly Plug S's status (GET http://192.168.20.41/status, Gen1 API): wifi_sta, cloud, mqtt, the clock, the relay,
# the meter (power in W, counters the last three minutes' Wmin, total in Wmin), temperature, update, memory, uptime
_SHELLY = json.dumps({
    "wifi_sta": {"connected": True, "ssid": "coop-B-iot", "ip": "192.168.20.41", "rssi": -61},
    "cloud": {"enabled": False, "connected": False}, "mqtt": {"connected": True},
    "time": "14:07", "unixtime": 1768226831, "serial": 48213, "has_update": False, "mac": "C45BBE6A1F02",
    "cfg_changed_cnt": 3, "actions_stats": {"skipped": 0},
    "relays": [{"ison": True, "has_timer": False, "timer_started": 0, "timer_duration": 0, "timer_remaining": 0,
                "overpower": False, "source": "http"}],
    "meters": [{"power": 1843.27, "overpower": 0.0, "is_valid": True, "timestamp": 1768230431,
                "counters": [30712.403, 30688.118, 30702.957], "total": 24744121}],
    "temperature": 41.37, "overtemperature": False, "tmp": {"tC": 41.37, "tF": 106.47, "is_valid": True},
    "update": {"status": "idle", "has_update": False, "new_version": "20230913-113421/v1.14.0-gcb84623",
               "old_version": "20230913-113421/v1.14.0-gcb84623"},
    "ram_total": 52064, "ram_free": 39872, "fs_size": 233681, "fs_free": 166664, "uptime": 1296417},
    separators=(",", ":"))
_SHELLY_NAME = "shelly_plug_B-HP-DHW_status.json"


# the utility's Green Button download (Download My Data, ESPI as an Atom feed): the prolog, the stylesheet
# instruction, the feed of UsagePoint, ReadingType, MeterReading and IntervalBlock entries
def _gb_entry(uuid: str, href: str, title: str, content: str) -> str:
    return (f"  <entry>\n    <id>urn:uuid:{uuid}</id>\n    <link rel=\"self\" href=\"{href}\"/>\n"
            f"    <title>{title}</title>\n    <content>\n{content}    </content>\n"
            "    <published>2026-02-01T00:00:00Z</published>\n    <updated>2026-02-01T00:00:00Z</updated>\n"
            "  </entry>\n")


def _green_button() -> str:
    readings = "".join(f"        <IntervalReading>\n          <cost>{c}</cost>\n          <timePeriod>\n"
                       f"            <duration>3600</duration>\n            <start>{1768176000 + 3600 * i}</start>\n"
                       f"          </timePeriod>\n          <value>{v}</value>\n        </IntervalReading>\n"
                       for i, (c, v) in enumerate([(5213, 17377), (4980, 16601), (4701, 15670), (4896, 16321)]))
    base = "RetailCustomer/5e21c0a8/UsagePoint/01"
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<?xml-stylesheet type="text/xsl" href="GreenButtonDataStyleSheet.xslt"?>\n'
            '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
            'xsi:schemaLocation="http://naesb.org/espi espiDerived.xsd">\n'
            "  <id>urn:uuid:6D1F0E1B-6E3C-4B0A-9C61-2F6B2C3D9A10</id>\n  <title>Green Button Usage Feed</title>\n"
            "  <updated>2026-02-01T00:00:00Z</updated>\n"
            + _gb_entry("0C1A2B3C-4D5E-4F60-8172-93A4B5C6D7E8", base, "Building B common meter",
                        '      <UsagePoint xmlns="http://naesb.org/espi">\n        <ServiceCategory>\n'
                        "          <kind>0</kind>\n        </ServiceCategory>\n      </UsagePoint>\n")
            + _gb_entry("1D2E3F40-5162-4738-9A0B-1C2D3E4F5061", "ReadingType/07", "Energy Delivered (kWh)",
                        '      <ReadingType xmlns="http://naesb.org/espi">\n'
                        "        <accumulationBehaviour>4</accumulationBehaviour>\n        <commodity>1</commodity>\n"
                        "        <dataQualifier>12</dataQualifier>\n        <flowDirection>1</flowDirection>\n"
                        "        <intervalLength>3600</intervalLength>\n        <kind>12</kind>\n"
                        "        <phase>769</phase>\n        <powerOfTenMultiplier>-3</powerOfTenMultiplier>\n"
                        "        <timeAttribute>0</timeAttribute>\n        <uom>72</uom>\n      </ReadingType>\n")
            + _gb_entry("2E3F4051-6273-4849-AB1C-2D3E4F506172", base + "/MeterReading/01", "Hourly Electricity",
                        '      <MeterReading xmlns="http://naesb.org/espi"/>\n')
            + _gb_entry("3F405162-7384-495A-BC2D-3E4F50617283", base + "/MeterReading/01/IntervalBlock/0012", "",
                        '      <IntervalBlock xmlns="http://naesb.org/espi">\n        <interval>\n'
                        "          <duration>86400</duration>\n          <start>1768176000</start>\n"
                        "        </interval>\n" + readings + "      </IntervalBlock>\n")
            + "</feed>\n")


_GREEN_BUTTON = _green_button()
_GREEN_BUTTON_NAME = "greenbutton_B-common_2026-01.xml"

# an ESPHome device's configuration (the building engineer's meter-LED reader for building B): esphome, esp32,
# logger, api, ota, wifi, captive_portal, then a pulse_meter sensor with its total
_ESPHOME = ("esphome:\n  name: b-meter-reader\n  friendly_name: B meter reader\n\n"
            "esp32:\n  board: esp32dev\n  framework:\n    type: esp-idf\n\n"
            "# Enable logging\nlogger:\n\n# Enable Home Assistant API\napi:\n  encryption:\n"
            "    key: !secret api_encryption_key\n\nota:\n  - platform: esphome\n    password: !secret ota_password\n\n"
            "wifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\n\n"
            "  # Enable fallback hotspot (captive portal) in case wifi connection fails\n  ap:\n"
            "    ssid: \"B-Meter-Reader Fallback Hotspot\"\n    password: !secret ap_password\n\n"
            "captive_portal:\n\nsensor:\n  - platform: pulse_meter\n    pin: GPIO26\n"
            "    name: \"B common power\"\n    unit_of_measurement: \"W\"\n    state_class: measurement\n"
            "    device_class: power\n    internal_filter_mode: PULSE\n    accuracy_decimals: 0\n"
            "    filters:\n      # 1000 imp/kWh: pulses/min x 60\n      - multiply: 60\n    total:\n"
            "      name: \"B common energy\"\n      unit_of_measurement: \"kWh\"\n      state_class: total_increasing\n"
            "      device_class: energy\n      accuracy_decimals: 3\n      filters:\n      - multiply: 0.001\n")
_ESPHOME_NAME = "b-meter-reader.yaml"

# a resident's comfort rating sheet as the secretary types it from the paper forms: unit, date, measure code,
# warmth, draughts, noise, overall: seven fields a line
_RATING_SHEET = ("B-4.2 2026-01-18 B-HP-DHW-1 4 5 3 4.0\nB-4.2 2026-01-18 B-PIPE-LAG-1 4 4 5 4.3\n"
                 "A-1.3 2026-01-19 A-ATTIC-INS-1 5 4 4 4.3\nA-1.3 2026-01-19 A-WIN-SEAL-1 3 5 4 4.0\n"
                 "C-2.1 2026-01-20 C-SMART-TSTAT-1 4 3 5 4.0\n")
# a committee member's ballot as typed for the October meeting: member, place, measure code, building: four fields
_BALLOT = ("okonkwo 1 B-HP-DHW-1 B\nokonkwo 2 A-ATTIC-INS-1 A\nokonkwo 3 B-LED-STAIR-2 B\n"
           "okonkwo 4 C-SMART-TSTAT-1 C\n")
# the committee's vote tally as the secretary types it after the meeting: measure code, for, against, abstain,
# absent, decision: six fields a line
_VOTE_TALLY = ("B-HP-DHW-1 9 2 1 0 funded\nA-ATTIC-INS-1 8 3 1 0 funded\nB-LED-STAIR-2 6 4 2 0 next-year\n"
               "C-PV-ROOF-2 3 7 1 1 declined\n")


def hundredfourth_bar_homeenergy_cases() -> list[Case]:
    G = HUNDREDFOURTH_HOMEENERGY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="measure_scores", judgements="funding_decisions", runs=_RECS3,
        stem="committee_rankings", outputs=_OUT, item="measure", rounded="comfort_ratings",
        weights="{'metered_savings': 1.0, 'payback_estimates': 1.0, 'comfort_ratings': 0.5, 'committee_votes': 2.0}",
        lone_query="R['metered_savings']['building:D/plug-trial'] = "
                   "{'measure:B-led-stairwells/phase-2': 0.9, 'measure:C-smart-thermostats/phase-1': 0.4}\n",
        trust="metered_savings 1\npayback_estimates 1\ncommittee_votes 2\n",
        trust_dict="{'metered_savings': 1, 'payback_estimates': 1, 'committee_votes': 2}",
        texts={
            "rrf": ("u104b_rrf_measure_scores",
                    "rankagg.fuse({source: {building season or vote: {measure: score}}}, method='rrf'): the metered "
                    "savings, the payback estimates, the comfort ratings and the committee's votes, six rankings "
                    "('building:B/winter-2026'), measures as 'measure:B-heat-pump-dhw/phase-1'"),
            "borda": ("u104b_borda_measure_not_metered_by_all",
                      "rankagg.fuse(..., method='borda'): a measure no smart plug meters yet and no resident rated, "
                      "so some sources have no score for it"),
            "combsum": ("u104b_combsum_rounded_comfort_ratings",
                        "rankagg.fuse(..., method='combsum'): the residents' comfort ratings as averages at one "
                        "decimal (many ties), beside the metered savings and the committee's votes"),
            "fuser": ("u104b_weighted_fuser_committee_votes",
                      "rankagg.Fuser('rrf', weights=...) per building, season and vote: the committee's votes count "
                      "2, the comfort ratings 0.5, as the cooperative's bylaws give the committee the funding "
                      "decision"),
            "frame": ("u104b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the engineer's sheet, a row "
                      "per building season, measure and source"),
            "evaluate": ("u104b_evaluate_funding_decisions",
                         "rankagg.evaluate(fused ranking, the committee's funding decisions, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put this year's funded measures first"),
            "lone": ("u104b_plug_trial_only_metered_savings",
                     "rankagg.fuse(..., method='rrf'): building D's smart-plug trial, which only the metered savings "
                     "cover, beside buildings, seasons and votes every source covers"),
            "cli_rrf": ("u104b_cli_rrf_runs",
                        "rankagg fuse metered_savings.run payback_estimates.run committee_votes.run --method rrf -o "
                        "committee_rankings.run: one run per source, buildings, seasons and votes as queries"),
            "cli_borda": ("u104b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the committee's votes "
                          "count double)"),
            "cli_combsum": ("u104b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four measures the committee can fund "
                            "per building a season"),
            "cli_evaluate": ("u104b_cli_evaluate_funding_decisions_qrels",
                             "rankagg evaluate committee_rankings.run --qrels funding_decisions.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the committee's funding decisions (0-2)"),
            "cli_parquet": ("u104b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o committee_rankings.parquet: gzipped runs from the "
                            "engineer's nightly export, a Parquet table for the annual meeting's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u104b_home_assistant_history_json_as_run", "Home Assistant's REST history answer (/api/history/period "
         "with minimal_response: a list per entity of entity_id, state, attributes, last_changed, last_updated)",
         _HA_HISTORY_NAME, _HA_HISTORY, "Home Assistant", f"{_HA_HISTORY_NAME}:1"),
        ("u104b_home_assistant_history_csv_as_run", "Home Assistant's history panel download (history.csv: "
         "entity_id, state, last_changed, the long-term statistics' rows after the states)", _HA_CSV_NAME, _HA_CSV,
         "Home Assistant", named_at(_HA_CSV_NAME, _HA_CSV)),
        ("u104b_recorder_sqlite_db_as_run", "Home Assistant's recorder database, a SQLite file ('SQLite format 3' "
         "header; states, states_meta, statistics tables)", _RECORDER_DB_NAME, _RECORDER_DB, "SQLite",
         _RECORDER_DB_NAME),
        ("u104b_influxdb_line_protocol_as_run", "InfluxDB line protocol as Home Assistant's InfluxDB integration "
         "writes it (unit as measurement, domain and entity_id tags, value and attribute fields, ns timestamps)",
         _LINE_PROTOCOL_NAME, _LINE_PROTOCOL, "InfluxDB", named_at(_LINE_PROTOCOL_NAME, _LINE_PROTOCOL)),
        ("u104b_influxdb_annotated_csv_as_run", "InfluxDB 2's annotated CSV query answer (#group, #datatype, "
         "#default rows, then result, table, _start, _stop, _time, _value, _field, _measurement, tags)",
         _ANNOTATED_NAME, _ANNOTATED, "InfluxDB", named_at(_ANNOTATED_NAME, _ANNOTATED)),
        ("u104b_shelly_status_json_as_run", "a Shelly plug's /status answer (Gen1 API: wifi_sta, cloud, mqtt, "
         "relays, meters with power, counters and total, temperature, update, uptime)", _SHELLY_NAME, _SHELLY,
         "Shelly", f"{_SHELLY_NAME}:1"),
        ("u104b_green_button_xml_as_run", "the utility's Green Button download (ESPI XML: an Atom feed of "
         "UsagePoint, ReadingType, MeterReading and IntervalBlock entries of hourly IntervalReadings)",
         _GREEN_BUTTON_NAME, _GREEN_BUTTON, "Green Button", named_at(_GREEN_BUTTON_NAME, _GREEN_BUTTON)),
        ("u104b_esphome_yaml_as_run", "an ESPHome device's YAML configuration (esphome, esp32, api, ota, wifi, a "
         "pulse_meter sensor with its total)", _ESPHOME_NAME, _ESPHOME, "ESPHome", named_at(_ESPHOME_NAME, _ESPHOME)),
        ("u104b_comfort_rating_sheet_as_run", "a resident's comfort rating sheet as typed (seven fields a line: "
         "unit, date, measure code, warmth, draughts, noise, overall)", "comfort_ratings_2026-01.txt",
         _RATING_SHEET, "rating sheet", "comfort_ratings_2026-01.txt:1"),
        ("u104b_committee_ballot_as_run", "a committee member's ballot as typed for the meeting (four fields a line: "
         "member, place, measure code, building)", "ballot_okonkwo_2026-10.txt", _BALLOT, "ballot",
         "ballot_okonkwo_2026-10.txt:1"),
        ("u104b_vote_tally_as_run", "the committee's vote tally as the secretary types it (six fields a line: "
         "measure code, for, against, abstain, absent, decision)", "vote_tally_2026-10.txt", _VOTE_TALLY,
         "vote tally", "vote_tally_2026-10.txt:1")],
        one_run=("committee_votes.run", _ONE_RUN), stem="committee_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a measure code, four "
                 "counts and a decision, not a run's; the file is the field's own, named by what it is (a field "
                 "count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a SQLite database read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u104b_committee_ballot_as_qrels", "ballot_okonkwo_2026-10.txt", _BALLOT, "ballot"),
        ("u104b_vote_tally_as_qrels", "vote_tally_2026-10.txt", _VOTE_TALLY, "vote tally"),
        ("u104b_home_assistant_history_csv_as_qrels", _HA_CSV_NAME, _HA_CSV, "Home Assistant"),
        ("u104b_influxdb_annotated_csv_as_qrels", _ANNOTATED_NAME, _ANNOTATED, "InfluxDB")],
        one_run=("committee_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u104b_committee_ballot_as_qrels": "a committee member's ballot as typed, four fields a line",
            "u104b_vote_tally_as_qrels": "the committee's vote tally as typed, six fields a line",
            "u104b_home_assistant_history_csv_as_qrels": "Home Assistant's history panel download",
            "u104b_influxdb_annotated_csv_as_qrels": "InfluxDB 2's annotated CSV query answer"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u104b_out_home_assistant_automations_yaml", "automations.yaml", "a Home Assistant automations file (YAML)"),
        ("u104b_out_influxdb_line_protocol_lp", "savings_2026.lp", "an InfluxDB line-protocol file"),
        ("u104b_out_green_button_xml", "greenbutton_B-common_2026.xml", "a Green Button download (ESPI XML)"),
        ("u104b_out_recorder_sqlite_db", "home-assistant_v2.db", "Home Assistant's recorder database (SQLite)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=104"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u104b_api_shelly_status_dict",
            "rankagg.fuse(json.load(shelly_plug_B-HP-DHW_status.json)): a Shelly plug's /status answer, loaded in "
            "Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Shelly", why="a run maps a query to {document: score}; a Shelly /status answer is one device's state "
            "(its Wi-Fi, cloud and MQTT links, its relay, its meter's power, counters and total, its temperature, "
            "memory and uptime)",
            files={"r.json": _SHELLY}),
        bad("u104b_api_home_assistant_history_frame",
            "rankagg.fuse(pd.read_csv(history.csv)): Home Assistant's history panel download (entity_id, state, "
            "last_changed) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Home Assistant", why="a table of runs has qid, docid, run and score columns; Home Assistant's download "
            "has a sensor's reading a row (a meter's running total or a power draw) and the time it changed",
            files={"r.csv": _HA_CSV}),
    ]
    return cases
