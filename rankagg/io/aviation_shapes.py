"""An airline operations team's files where a run, the judgements or a table are read (issue 45's thirty-first bar,
u31f_): an IGC flight log, OpenFlights' routes and airports, OurAirports' tables, BTS' on-time performance table,
an ARINC 424 navigation database, X-Plane's data files, ICAO ATS messages (a filed flight plan), NOTAMs, readsb's and
ADS-B Exchange's aircraft JSON, FlightAware AeroAPI's answers, and WMO's binary GRIB and BUFR forecasts.  They were
told a field count ("expected 6 fields"), a generic table or JSON note, or, for GRIB, "UTF-16 or UTF-32 text"; each
is named for what it is, with what to give instead."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line

__all__ = ["AS_RUN", "AVIATION_JSON", "AVIATION_OUTPUTS", "aviation_binary", "aviation_columns", "aviation_document",
           "aviation_shape"]

#: what to do with an operations or navigation file: each forecaster's (or model's) ranking is a run
AS_RUN = ("give each forecaster's or model's ranking as a run, an airport and day (or a route) a query and each "
          "flight a document (its call sign and date, AAL100_20261127), the score higher for the higher ranked (the "
          "delay risk): 'AIRPORT/DAY Q0 FLIGHT RANK SCORE FORECASTER'; what happened (BTS' delays, graded) is the "
          "qrels, 'AIRPORT/DAY 0 FLIGHT GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: IGC's A record (a three-character manufacturer code and the logger's id), then H records (HFDTE: the date)
_IGC_A = compiled(r"^A[A-Z0-9]{3}[A-Za-z0-9 ._:-]*$")
_IGC_H = compiled(r"^H[FOPI][A-Z]{3}")
#: OpenFlights' routes.dat: airline, its id, source, its id, destination, its id, codeshare, stops, equipment
_OPENFLIGHTS_ROUTE = compiled(r"^[A-Z0-9]{2,3},(?:\d+|\\N),[A-Z0-9]{3,4},(?:\d+|\\N),[A-Z0-9]{3,4},(?:\d+|\\N),Y?,"
                              r"\d+,[A-Z0-9 ]*$")
#: OpenFlights' airports.dat (and its airlines.dat): an id, then quoted names
_OPENFLIGHTS_AIRPORT = compiled(r'^-?\d+,"[^"]*","[^"]*","[^"]*","(?:[A-Z0-9]{3}|\\N)?","(?:[A-Z0-9]{4}|\\N)?",')
#: ARINC 424: 132-column records, S (standard) or T (tailored), a customer or area code; the FAA CIFP's header
_ARINC_RECORD = compiled(r"^(?:[ST](?:USA|CAN|PAC|LAM|SPA|EUR|EEU|MES|AFR|SAM) ?[A-Z][A-Z ]|HDR0\d)")
#: X-Plane's data files: 'I' (or 'A', the byte order) on the first line, '1100 Version - ...' on the second
_XPLANE_VERSION = compiled(r"^\d{3,4} Version\b")
#: ICAO ATS messages (Doc 4444 Appendix 3): a filed flight plan and its updates, in parentheses
_ATS_MESSAGE = compiled(r"^\((?:FPL|CHG|CNL|DLA|DEP|ARR|CPL|EST|RQP|RQS|SPL)-[A-Z0-9]{2,7}(?:-|$)")
#: NOTAMs: the FAA's domestic form ('!JFK 11/045 JFK RWY ...') and ICAO's ('A1234/26 NOTAMN')
_NOTAM = compiled(r"^(?:!\w{3,4} \d{1,2}/\d{3} |\(?[A-Z]\d{4}/\d{2} NOTAM[NRC]\b)")

_OURAIRPORTS = {"airports.csv": ("ident", "type", "latitude_deg", "longitude_deg", "iso_country"),
                "runways.csv": ("airport_ref", "airport_ident", "length_ft", "le_ident"),
                "navaids.csv": ("ident", "frequency_khz", "associated_airport")}
#: BTS' Reporting Carrier On-Time Performance table, as TranStats downloads it and as its older PREZIP files name it
_BTS = (("FlightDate", "Reporting_Airline"), ("FL_DATE", "OP_CARRIER"), ("FL_DATE", "OP_UNIQUE_CARRIER"))


def _cells(line: str) -> list[str]:
    return [c.strip().strip('"') for c in re.split(r"[,\t]", line)]


def _table(cells: Sequence[object]) -> str | None:
    """What a table whose header cells are ``cells`` is (OurAirports', BTS'), or None."""
    names = {str(c) for c in cells}
    if any(all(k in names for k in keys) for keys in _BTS):
        return ("the BTS (Bureau of Transportation Statistics) Reporting Carrier On-Time Performance table (a flight "
                "per row: date, carrier, origin, destination, DepDelay, ArrDelay)")
    for table, keys in _OURAIRPORTS.items():
        if all(k in names for k in keys):
            return f"OurAirports' {table} (a row per airport, runway or navaid)"
    return None


def aviation_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first, second = lines[0].strip(), (lines[1].strip() if len(lines) > 1 else "")
    what = None
    if _IGC_A.match(first) and (_IGC_H.match(second) or not second):
        what = "an IGC flight log (the FAI's flight recorder format: an A record, H headers, B fixes)"
    elif _OPENFLIGHTS_ROUTE.match(first):
        what = ("OpenFlights' routes.dat (airline, airline id, source airport, its id, destination, its id, codeshare, "
                "stops, equipment: no header)")
    elif _OPENFLIGHTS_AIRPORT.match(first):
        what = "OpenFlights' airports.dat (id, name, city, country, IATA, ICAO, latitude, longitude, ...: no header)"
    elif _ARINC_RECORD.match(first) and len(first) >= 100:
        what = "an ARINC 424 navigation database (132-column records: airports, runways, fixes, procedures)"
    elif first in ("I", "A") and _XPLANE_VERSION.match(second):
        what = "an X-Plane data file (apt.dat, a navigation .dat or a .fms flight plan: 'I', a version line, rows)"
    elif _ATS_MESSAGE.match(first):
        what = "an ICAO flight plan or ATS message (Doc 4444: '(FPL-CALLSIGN-...', its fields after dashes)"
    elif _NOTAM.match(first):
        what = "NOTAMs (notices to air missions: an id, a location, the notice and its times)"
    else:
        what = _table(_cells(first))
        if what is not None:
            what += ", read it with pandas"
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def aviation_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    what = _table(names)
    return None if what is None else f"is {what}, no runs: {AS_RUN}"


#: (keys a JSON document's first bytes hold, what it is and what to give instead)
AVIATION_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    # every aircraft entry holds its ICAO address ('hex'): a run whose documents are named now and aircraft is no list
    (('"now"', '"aircraft"', '"hex"'),
     "ADS-B aircraft positions (readsb's, dump1090's or tar1090's aircraft.json: now, messages, aircraft with hex, "
     "flight, alt_baro), " + _NOT_LINES + AS_RUN),
    (('"ac"', '"now"', '"ctime"', '"hex"'),
     "an ADS-B Exchange API answer (ac: aircraft with hex, flight, alt_baro; now, ctime, total), " + _NOT_LINES + AS_RUN),
    (('"fa_flight_id"', '"ident"'),
     "a FlightAware AeroAPI answer (flights with ident, fa_flight_id, origin, destination, departure_delay), "
     + _NOT_LINES + AS_RUN),
)


def aviation_document(obj: object) -> str | None:
    """What a parsed aircraft list or AeroAPI answer given as runs in Python is, or None: its 'now' is a number and its
    'aircraft' or 'flights' a list, where a run's queries hold mappings."""
    if not isinstance(obj, dict):
        return None
    if isinstance(obj.get("now"), (int, float)) and isinstance(obj.get("aircraft"), list):
        return AVIATION_JSON[0][1]
    if isinstance(obj.get("now"), (int, float)) and isinstance(obj.get("ac"), list):
        return AVIATION_JSON[1][1]
    flights = obj.get("flights")
    if isinstance(flights, list) and flights and isinstance(flights[0], dict) and "fa_flight_id" in flights[0]:
        return AVIATION_JSON[2][1]
    return None


def aviation_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for WMO's GRIB (edition 1 or 2) and BUFR messages: the forecasts and
    observations a weather-driven delay model reads."""
    if head[:4] == b"GRIB" and len(head) > 7 and head[7] in (1, 2):
        return (f"a GRIB{head[7]} weather forecast (WMO's gridded binary: magic 'GRIB', edition {head[7]}; read it "
                "with cfgrib, eccodes or wgrib2)", AS_RUN)
    if head[:4] == b"BUFR" and len(head) > 7 and head[7] in (2, 3, 4):
        return (f"a BUFR edition {head[7]} message (WMO's binary observations: magic 'BUFR'; read it with eccodes)",
                AS_RUN)
    return None


#: the field's output names (a suffix, lower case: what a file so named is): the tools that open them (flight
#: recorders' validators, simulators, Tacview, planners) read their own records, no TREC line
AVIATION_OUTPUTS: dict[str, str] = {
    ".igc": "an IGC flight log (the FAI's flight recorder format, which IGC validators and XCSoar read)",
    ".fms": "an X-Plane flight plan (.fms: 'I', a version line, waypoints)",
    ".fpl": "a Garmin flight plan (.fpl: XML of waypoints, which Garmin's avionics and planners import)",
    ".acmi": "a Tacview flight recording (.acmi: text or zip of object positions over time)",
    ".lnmpln": "a Little Navmap flight plan (XML)",
}
