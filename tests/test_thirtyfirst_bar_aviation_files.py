"""Issue 45's thirty-first bar (u31f_*_as_run, u31f_*_as_qrels, u31f_out_*, u31f_api_*): an airline operations team's
files given as a run or as qrels were told a field count ("expected 6 fields"), a generic table or JSON note, and a
GRIB2 forecast "UTF-16 or UTF-32 text"; an IGC flight log, OpenFlights' routes and airports, OurAirports' and BTS'
tables, an ARINC 424 database, X-Plane's apt.dat, an ICAO flight plan, NOTAMs, readsb's aircraft.json, AeroAPI's
answer and GRIB and BUFR messages are now named at both doors, plain and gzipped; the tables and documents loaded in
Python are named at the API; outputs named for the field's files are refused."""

import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.aviation_shapes import aviation_binary, aviation_columns, aviation_document, aviation_shape
from rankagg.io.json_documents import json_shape
from tests.door_files import refusal_through_the_api, refused_output

FILES = {
    "flight.igc": ("AXCTABC Flight Recorder SN12345\r\nHFDTEDATE:271126,01\r\nHFPLTPILOTINCHARGE:J DOE\r\n"
                   "B1101355206343N00006198WA0058700558\r\n", "IGC flight log"),
    "routes.dat": ("AA,24,JFK,3797,LAX,3484,,0,32B 762\nDL,2009,JFK,3797,ATL,3682,Y,0,321\n", "OpenFlights"),
    "airports.dat": ('507,"London Heathrow Airport","London","United Kingdom","LHR","EGLL",51.4706,-0.461941,83,0,'
                     '"E","Europe/London","airport","OurAirports"\n', "OpenFlights"),
    "airports.csv": ('"id","ident","type","name","latitude_deg","longitude_deg","elevation_ft","continent",'
                     '"iso_country","iso_region"\n3622,"KJFK","large_airport","JFK",40.6,-73.7,13,"NA","US","US-NY"\n',
                     "OurAirports"),
    "runways.csv": ("id,airport_ref,airport_ident,length_ft,width_ft,surface,lighted,closed,le_ident\n"
                    "1,3622,KJFK,12079,200,ASP,1,0,04L\n", "OurAirports"),
    "ontime.csv": ('"Year","Month","FlightDate","Reporting_Airline","Origin","Dest","DepDelay","ArrDelay",\n'
                   '2026,11,2026-11-27,"AA","JFK","LAX",72.00,65.00,\n', "On-Time Performance"),
    "T_ONTIME.csv": ("FL_DATE,OP_UNIQUE_CARRIER,ORIGIN,DEST,DEP_DELAY,ARR_DELAY\n2026-11-27,AA,JFK,LAX,72,65\n",
                     "On-Time Performance"),
    "FAACIFP18": ("SUSAP KJFKK6AJFK     0     145YHN40380637W073464604W013000013         1800018000C    MNAR    "
                  "JOHN F KENNEDY INTL           300671912\n", "ARINC 424"),
    "apt.dat": ("I\n1100 Version - data cycle 2013.10, build 20131335\n\n1     13 1 0 KJFK John F Kennedy Intl\n",
                "X-Plane"),
    "plan.txt": ("(FPL-AAL100-IS\n-B77W/H-SDE3FGHIJ3J5M1RWXY/LB1D1\n-KJFK1800\n", "ICAO flight plan"),
    "notams.txt": ("!JFK 11/045 JFK RWY 04L/22R CLSD 2611271200-2611272359\n", "NOTAM"),
    "icao_notams.txt": ("A1234/26 NOTAMN\nQ) KZNY/QMRLC/IV/NBO/A/000/999/4038N07347W005\n", "NOTAM"),
    "aircraft.json": ('{ "now" : 1764243600.0,\n  "messages" : 183552,\n  "aircraft" : [{"hex":"a0b1c2",'
                      '"flight":"AAL100  ","alt_baro":35000}]}\n', "ADS-B"),
    "adsbx.json": ('{"ac": [{"hex": "a0b1c2", "flight": "AAL100  "}], "msg": "No error", "now": 1764243600000, '
                   '"total": 1, "ctime": 1764243600123, "ptime": 42}\n', "ADS-B Exchange"),
    "aeroapi.json": ('{"flights": [{"ident": "AAL100", "fa_flight_id": "AAL100-1764150000-schedule-0001", '
                     '"departure_delay": 4320}], "links": null, "num_pages": 1}\n', "AeroAPI"),
}
BINARY = {
    "gfs.grib2": (b"GRIB\x00\x00\x00\x02" + (1234).to_bytes(8, "big") + b"\x00\x00\x00\x15\x01", "GRIB2"),
    "era5.grib": (b"GRIB\x00\x01\x2c\x01\x00\x00\x1c\x80\x62\x8c", "GRIB1"),
    "obs.bufr": (b"BUFR\x00\x00\xb4\x04\x00\x00\x16\x00", "BUFR"),
}
RUN = "KJFK/2026-11-27 Q0 AAL100_20261127 1 0.91 carrier_model\nKJFK/2026-11-27 Q0 DAL403_20261127 2 0.77 carrier_model\n"
QRELS = "KJFK/2026-11-27 0 AAL100_20261127 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    content, what = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert f"{name}:" in message and what in message and "AIRPORT/DAY Q0 FLIGHT" in message, message


@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(BINARY))
def test_binary_forecasts_are_named(tmp_path, name, door):
    content, what = BINARY[name]
    message = refusal_through_the_api(tmp_path, name, content, RUN, door)
    assert name in message and what in message and "UTF-16" not in message, message


@pytest.mark.parametrize("text", [
    RUN, QRELS,
    "AXCT Q0 HFDTE 1 2.0 igc\nAXCT Q0 B110 2 1.0 igc\n",  # a run whose ids are IGC's record letters
    "SUSAP 0 KJFKK6AJFK 1\n",  # qrels whose query is an ARINC 424 record's start
    "I Q0 1100 1 0.5 xplane\n",
])
def test_runs_and_qrels_are_never_claimed(text):
    assert aviation_shape("x.run", text.splitlines()) is None


@pytest.mark.parametrize("text", [
    "ABCD is the first line of a text\nand this the second\n",  # an 'A' word, no IGC H record after it
    "AA,24,JFK\n",  # too few of routes.dat's fields
    "id,ident,type,name\n1,x,y,z\n",  # an id/ident table that is no OurAirports export
    "Year,Month,Carrier\n2026,11,AA\n",  # a monthly table with no flight date
    "SUSAP short line\n",  # an ARINC 424 start on a line far short of a record
    "(FPL is a word in parentheses)\n",
    "I\nnot a version line\n",
])
def test_near_misses_are_left_to_others(text):
    assert aviation_shape("x.txt", text.splitlines()) is None


@pytest.mark.parametrize("head", [b"GRIB\x00\x00\x00\x07", b"GRIB", b"BUFR\x00\x00\x00\x09", b"GRIBBLE text"])
def test_no_edition_no_weather_message(head):
    assert aviation_binary(head) is None


@pytest.mark.parametrize("text", ['{"q1": {"now": 1.0, "aircraft": 0.5}}',  # a run whose docids are readsb's keys
                                  '{"flights": {"AAL100": 0.9}}'])
def test_json_that_is_no_such_file_is_not_named_so(text):
    shape = json_shape(text)
    assert shape is None or "ADS-B" not in shape and "AeroAPI" not in shape
    assert aviation_document(json.loads(text)) is None


@pytest.mark.parametrize("name", ["aircraft.json", "adsbx.json", "aeroapi.json"])
def test_documents_loaded_in_python_are_named(name):
    content, what = FILES[name]
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(json.loads(content), method="rrf")


@pytest.mark.parametrize("columns, what", [
    (["Year", "Month", "FlightDate", "Reporting_Airline", "Origin", "Dest", "DepDelay"], "On-Time Performance"),
    (["id", "ident", "type", "name", "latitude_deg", "longitude_deg", "iso_country"], "OurAirports"),
])
def test_frames_are_named(columns, what):
    frame = pd.DataFrame([[1] * len(columns)], columns=columns)
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(frame, method="rrf")
    assert aviation_columns(["qid", "docid", "run", "score"]) is None


@pytest.mark.parametrize("out, what", [("d.igc", "IGC"), ("KJFK-KLAX.fms", "X-Plane"), ("d.fpl", "Garmin"),
                                       ("d.acmi", "Tacview"), ("D.IGC.gz", "IGC"), ("d.lnmpln", "Little Navmap")])
def test_outputs_named_for_the_fields_files_are_refused(tmp_path, capsys, out, what):
    assert what in refused_output(tmp_path, capsys, RUN, out)
