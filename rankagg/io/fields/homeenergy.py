"""A housing cooperative's energy committee's files (issue 45's hundred-and-fourth bar, u104b_): Home Assistant's
REST history and states answers and its history panel's CSV download, InfluxDB line protocol and InfluxDB's CSV query
answers (annotated or not), a Shelly plug's /status answer, ESPHome device configurations, and the committee's typed
rating sheets, ballots and vote tallies, which name a measure by its code (B-HP-DHW-1: the building, the measure, the
phase) on every line, and the building again in a ballot's last field or a rating sheet's unit (B-4.2).  (The
recorder's SQLite database and Green Button downloads are named by the older readers; an output named '.lp' is the
output names' to refuse.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a measure's code as the committee's secretary types it: the building's letter, the measure's words, the phase
_CODE = r"-[A-Z]{2,}(?:-[A-Z]{2,})*-\d{1,2}"


def _rating(n: int) -> str:
    """A rating sheet's line (unit, date, measure code, warmth, draughts, noise, overall), its measure in the unit's
    building (group ``n``: the building's letter, asked again in the code): a unit and a code alone say little."""
    return (rf"([A-Z])-\d{{1,2}}\.\d{{1,2}}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+\{n}{_CODE}(?:[ \t]+\d{{1,2}}){{3}}"
            r"[ \t]+\d{1,2}(?:\.\d+)?[ \t]*\r?")


def _ballot(n: int) -> str:
    """A ballot's line (member, place, measure code, building): the building (group ``n``) is the code's."""
    return rf"{NAME_FIELD}[ \t]+(?!0[ \t])\d{{1,2}}[ \t]+([A-Z]){_CODE}[ \t]+\{n}[ \t]*\r?"


#: a vote tally's line: the measure's code, for (never 0 in the top lines), against, abstain, absent, the decision
_TALLY = (rf"[A-Z]{_CODE}[ \t]+(?!0[ \t])\d+(?:[ \t]+\d+){{3}}[ \t]+"
          r"(?i:funded|next-year|declined|deferred|rejected)[ \t]*\r?")

#: a line of InfluxDB line protocol: a measurement and its tags (one at least), a space, the fields (a string field
#: quoted, blanks and all), a space, the timestamp (seconds to nanoseconds)
_LP_KEY = r'[^\s,="\\]+'
_LP_VALUE = r'(?:"(?:[^"\\\n]|\\.)*"|[^\s,"]+)'
_LP = (rf'[^\s,#"][^\s,]*(?:,{_LP_KEY}=[^\s,]+)+ {_LP_KEY}={_LP_VALUE}(?:,{_LP_KEY}={_LP_VALUE})* '
       r"\d{9,19}[ \t]*\r?")
#: an annotation row of InfluxDB's annotated CSV (#group, #datatype, #default)
_ANNOTATION = r"#(?:group|datatype|default),[^\n]*\n"

HOMEENERGY = Field(
    team="a housing cooperative's energy committee (u104b_)",
    advice="give each source's ranking of a building's season's, a season's or a committee vote's energy-saving "
           "measures (the metered savings, the payback estimates, the residents' comfort ratings, the committee's "
           "votes) as a run, the building and season a query (building:B/winter-2026) and each measure a document "
           "(measure:B-heat-pump-dhw/phase-1), the score higher for the better measure: 'BUILDING Q0 MEASURE RANK "
           "SCORE SOURCE'; the committee's funding decisions are the qrels, 'BUILDING 0 MEASURE GRADE'",
    files=(
        # a list of lists (one per entity), which no loaded document's keys tell: its opening is the mark
        FieldFile("Home Assistant's history answer (JSON from its REST API, /api/history/period: a list per entity "
                  "of states, each entity_id, state, attributes, last_changed, last_updated)",
                  '[[{"entity_id":"sensor.b_heat_pump_dhw_energy","state":"412.37","attributes":{"unit_of_measurement":'
                  '"kWh"},"last_changed":"2026-01-12T00:00:00+00:00","last_updated":"2026-01-12T00:00:00+00:00"},'
                  '{"state":"413.02","last_changed":"2026-01-12T01:00:04.118203+00:00"}]]\n', 1,
                  keys=("entity_id", "state", "attributes", "last_changed", "last_updated"),
                  marks=(r'^\ufeff?\[\s*\[\s*\{\s*"entity_id"\s*:',)),
        FieldFile("Home Assistant's states answer (JSON from its REST API, /api/states: a state per entity, its "
                  "entity_id, state, attributes, last_changed, last_updated and context)",
                  '[{"entity_id":"sensor.b_common_power","state":"1843.3","attributes":{"unit_of_measurement":"W"},'
                  '"last_changed":"2026-01-12T14:07:11.402114+00:00","last_updated":'
                  '"2026-01-12T14:07:11.402114+00:00","context":{"id":"01KEV3QZ","parent_id":null,"user_id":null}}]\n',
                  1, keys=("entity_id", "attributes", "last_changed", "last_updated", "context")),
        FieldFile("Home Assistant's history download (history.csv from its history panel: entity_id, state, "
                  "last_changed, a row per state)",
                  "entity_id,state,last_changed\nsensor.b_heat_pump_dhw_energy,412.37,2026-01-12T00:00:00.000Z\n", 1,
                  columns=("entity_id", "state", "last_changed")),
        # four blank-separated fields a line when a friendly name is two words: they pass for qrels lines
        FieldFile("InfluxDB line protocol (a measurement with its tags, the fields, a timestamp a line, as Home "
                  "Assistant's InfluxDB integration or Telegraf writes it)",
                  'kWh,domain=sensor,entity_id=b_heat_pump_dhw_energy friendly_name_str="B DHW",value=412.37 '
                  "1768176000000000000\nW,domain=sensor,entity_id=b_common_power value=1843.3 1768176000000000000\n",
                  1, line=rf"\A{_LP}\n{_LP}$", lookalike=True),
        FieldFile("InfluxDB's annotated CSV (a Flux query's answer: #group, #datatype and #default rows, then "
                  "result, table, _start, _stop, _time, _value, _field, _measurement and the tags)",
                  "#group,false,false,true,true,false,false,true,true\n"
                  "#datatype,string,long,dateTime:RFC3339,dateTime:RFC3339,dateTime:RFC3339,double,string,string\n"
                  "#default,_result,,,,,,,\n,result,table,_start,_stop,_time,_value,_field,_measurement\n", 1,
                  line=rf"\A(?:{_ANNOTATION}){{1,3}},result,table,"),
        FieldFile("InfluxDB's CSV query answer (a Flux query's tables: result, table, _start, _stop, _time, _value, "
                  "_field, _measurement and the tags)",
                  ",result,table,_start,_stop,_time,_value,_field,_measurement,entity_id\n"
                  ",_result,0,2026-01-12T00:00:00Z,2026-01-13T00:00:00Z,2026-01-12T00:00:00Z,412.37,value,kWh,"
                  "b_heat_pump_dhw_energy\n", 1,
                  columns=("_measurement", "_field", "_value", "_time", "result", "table")),
        FieldFile("a Shelly device's status answer (JSON from its Gen1 API's /status: wifi_sta, cloud, mqtt, relays, "
                  "meters, has_update, ram_free, uptime, ...)",
                  '{"wifi_sta":{"connected":true,"ssid":"coop-B-iot"},"cloud":{"enabled":false},"mqtt":{"connected":'
                  'true},"relays":[{"ison":true}],"meters":[{"power":1843.27,"total":24744121}],"has_update":false,'
                  '"ram_free":39872,"uptime":1296417}\n', 1,
                  keys=("wifi_sta", "cloud", "mqtt", "has_update", "ram_free", "uptime")),
        FieldFile("an ESPHome device's configuration (YAML: esphome: with its name, the board's platform, wifi, api, "
                  "ota, logger, then its sensors)",
                  "esphome:\n  name: b-meter-reader\n  friendly_name: B meter reader\n\nesp32:\n  board: esp32dev\n",
                  1, line=r"^esphome:[ \t]*\r?\n[ \t]+[\w-]+:",
                  marks=(r"^(?:esp32|esp8266|rp2040|bk72xx|rtl87xx|ln882x|nrf52|host|wifi|ethernet|api|ota|logger):",)),
        FieldFile("a resident's comfort rating sheet typed as text (unit, date, measure code, warmth, draughts, noise, "
                  "overall)",
                  "B-4.2 2026-01-18 B-HP-DHW-1 4 5 3 4.0\nB-4.2 2026-01-18 B-PIPE-LAG-1 4 4 5 4.3\n", 1,
                  line=rf"^{_rating(1)}\n{_rating(2)}$"),
        FieldFile("an energy committee member's ballot typed as text (member, place, measure code, building)",
                  "okonkwo 1 B-HP-DHW-1 B\nokonkwo 2 A-ATTIC-INS-1 A\n", 1,
                  line=rf"^{_ballot(1)}\n{_ballot(2)}$", lookalike=True),
        FieldFile("an energy committee's vote tally typed as text (measure code, for, against, abstain, absent, "
                  "decision)",
                  "B-HP-DHW-1 9 2 1 0 funded\nA-ATTIC-INS-1 8 3 1 0 funded\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
