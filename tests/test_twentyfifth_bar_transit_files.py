"""Issue 45's twenty-fifth bar, a journey planner team fusing OpenTripPlanner's, OSRM's, GraphHopper's, Valhalla's and
r5's itineraries per origin-destination request: a file of the team's given where a run or qrels go was told by a
field count ("expected 6 fields 'qid Q0 docid rank score tag', found 1" for a GTFS feed's stop_times.txt, "found 3"
for a NeTEx, OpenStreetMap, GPX or KML document's XML declaration), as "a run table saved as text" (stops.txt), as
some JSON (OpenTripPlanner's plan, OSRM's, Valhalla's and GraphHopper's route responses) or as a table (r5's
travel-time matrix, the app's query log) instead of by name (u25g_*_as_run, u25g_*_as_qrels).

The members are generated: every GTFS table of the reference with its required fields, under its own name and
neutral ones, plain, gzipped, with a byte-order mark and CRLF ends; every XML root with and without its declaration;
every engine's response; the log's and the matrix's headings in the spellings the tools write; at the runs and the
qrels door.  Near shapes keep their reading: TREC lines under a GTFS table's or an XML document's name."""

from __future__ import annotations

import json

import pytest

from rankagg.cli import main
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from tests.door_files import SAVED, named_at_both_doors, write_file

#: (table, its header, a row) of the GTFS Schedule reference
GTFS = [("stops.txt", "stop_id,stop_name,stop_lat,stop_lon,parent_station", "8503000:0:7,Zürich HB,47.37818,8.54019,"),
        ("stop_times.txt", "trip_id,arrival_time,departure_time,stop_id,stop_sequence",
         "1.TA.91-5-j26-1.1.H,24:58:00,25:10:00,8503000:0:7,1"),
        ("routes.txt", "route_id,agency_id,route_short_name,route_long_name,route_type", "91-5-j26-1,11,IC5,,102"),
        ("trips.txt", "route_id,service_id,trip_id,trip_headsign", "91-5-j26-1,TA+b0001,1.TA.91-5-j26-1.1.H,Bern"),
        ("calendar.txt", "service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date",
         "TA+b0001,1,1,1,1,1,0,0,20261213,20271211"),
        ("calendar_dates.txt", "service_id,date,exception_type", "TA+b0001,20261225,2"),
        ("agency.txt", "agency_id,agency_name,agency_url,agency_timezone", "11,SBB,https://www.sbb.ch,Europe/Zurich"),
        ("shapes.txt", "shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence", "sh1,47.37818,8.54019,1"),
        ("frequencies.txt", "trip_id,start_time,end_time,headway_secs", "t1,24:00:00,26:00:00,1800"),
        ("transfers.txt", "from_stop_id,to_stop_id,transfer_type,min_transfer_time", "8503000:0:7,8503000:0:8,2,180"),
        ("feed_info.txt", "feed_publisher_name,feed_publisher_url,feed_lang", "SBB,https://www.sbb.ch,de")]


@pytest.mark.parametrize("table,header,row", GTFS)
@pytest.mark.parametrize("name", ["{table}", "feed_table.csv", "otp.run", "{table}.gz"])
@pytest.mark.parametrize("saved", range(len(SAVED)))
def test_a_gtfs_table_is_named_at_the_runs_and_qrels_doors(tmp_path, table, header, row, name, saved):
    path = write_file(tmp_path / name.format(table=table), SAVED[saved](f"{header}\n{row}\n{row}\n"))
    named_at_both_doors(path, "GTFS", table)


#: an XML document's root line and what its note names
XML = [('<PublicationDelivery xmlns="http://www.netex.org.uk/netex" version="1.1">', "NeTEx"),
       ('<netex:PublicationDelivery xmlns:netex="http://www.netex.org.uk/netex">', "NeTEx"),
       ('<Siri xmlns="http://www.siri.org.uk/siri" version="2.0">', "SIRI"),
       ('<osm version="0.6" generator="osmium/1.16.0">', "OpenStreetMap"),
       ('<osmChange version="0.6" generator="osmosis">', "osmChange"),
       ('<gpx version="1.1" creator="OsmAnd" xmlns="http://www.topografix.com/GPX/1/1">', "GPX"),
       ('<kml xmlns="http://www.opengis.net/kml/2.2">', "KML"),
       ('<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">', "Training")]


@pytest.mark.parametrize("root,what", XML)
@pytest.mark.parametrize("declaration", ['<?xml version="1.0" encoding="UTF-8"?>\n', "<?xml version='1.0'?>\n", ""])
@pytest.mark.parametrize("name", ["feed.xml", "zurich.osm", "ride.gpx", "data.txt.gz"])
def test_an_xml_document_of_the_field_is_named_by_its_root(tmp_path, root, what, declaration, name):
    path = write_file(tmp_path / name, f"{declaration}{root}\n  <child a=\"1\"/>\n</x>\n".encode())
    named_at_both_doors(path, what, line=2 if declaration else 1)


#: an engine's answer to one request, and what its note names
RESPONSES = [({"requestParameters": {"fromPlace": "47.37,8.54"}, "plan": {"itineraries": [{"duration": 3480}]}},
              "OpenTripPlanner"),
             ({"plan": {"from": {"name": "Zürich HB"}, "itineraries": []}, "debugOutput": {}}, "OpenTripPlanner"),
             ({"code": "Ok", "routes": [{"duration": 3871.2, "distance": 125301.4}], "waypoints": []}, "OSRM"),
             ({"waypoints": [{"name": "Bahnhofplatz"}], "routes": [], "code": "Ok"}, "OSRM"),
             ({"trip": {"legs": [{"summary": {"time": 3712.4}}], "status_message": "Found route between points",
                        "status": 0}}, "Valhalla"),
             ({"info": {"copyrights": ["GraphHopper", "OpenStreetMap contributors"]}, "paths": [{"time": 3900123}]},
              "GraphHopper")]


@pytest.mark.parametrize("doc,what", RESPONSES)
@pytest.mark.parametrize("indent", [None, 2])
@pytest.mark.parametrize("name", ["response.txt", "otp.run", "plan.txt.gz"])
def test_a_routing_engines_response_is_named_at_both_doors(tmp_path, doc, what, indent, name):
    path = write_file(tmp_path / name, json.dumps(doc, indent=indent).encode())
    named_at_both_doors(path, what)


def commands_refuse(path, capsys, door: str, *named: str) -> None:
    """``rankagg fuse`` (door 'runs') or ``rankagg evaluate`` (door 'qrels') given the file ``path`` exits 2 naming
    ``named``, and writes nothing."""
    run = path.parent / "otp.run"
    run.write_text("OD1 Q0 IT1@25:10:00 1 -3480 otp\n")
    out = path.parent / "suggestions.run"
    argv = (["fuse", str(path), str(run), "--quiet", "-o", str(out)] if door == "runs"
            else ["evaluate", str(run), "--qrels", str(path)])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert all(n in err for n in named) and not out.exists(), err


@pytest.mark.parametrize("doc,what", RESPONSES)
@pytest.mark.parametrize("door", ["runs", "qrels"])
def test_a_routing_engines_json_file_is_named_by_the_command(tmp_path, capsys, doc, what, door):
    path = tmp_path / "answer.json"
    path.write_text(json.dumps(doc))
    commands_refuse(path, capsys, door, "answer.json:1", what)


#: a query log's headings (origin, destination, what was shown) and its choice flag
LOGS = [("request_id,origin_stop_id,destination_stop_id,engine,itinerary_rank,itinerary_id,duration_s,chosen", "chosen"),
        ("request_id\torigin\tdestination\trouter\titinerary\tselected", "selected"),
        ("ts,from_stop_id,to_stop_id,engine,itinerary_id,clicked", "clicked"),
        ("origin_lat,origin_lon,destination_lat,destination_lon,itinerary_id,duration", None)]


@pytest.mark.parametrize("header,flag", LOGS)
@pytest.mark.parametrize("name", ["query_log.csv", "requests.tsv", "log.txt.gz"])
def test_a_query_log_is_named_with_its_choice_column(tmp_path, header, flag, name):
    sep = "\t" if "\t" in header else ","
    row = sep.join(f"v{i}" for i in range(len(header.split(sep))))
    path = write_file(tmp_path / name, f"{header}\n{row}\n".encode())
    named_at_both_doors(path, "query log", *([f"'{flag}'"] if flag else []))


@pytest.mark.parametrize("header", ["from_id,to_id,travel_time", "from_id,to_id,travel_time_p50,travel_time_p90",
                                    "from_id\tto_id\ttravel_time"])
def test_r5s_travel_time_matrix_is_named(tmp_path, header):
    sep = "\t" if "\t" in header else ","
    row = sep.join(["8503000:0:7", "8507000:0:3"] + ["58"] * (len(header.split(sep)) - 2))
    path = write_file(tmp_path / "times.csv", f"{header}\n{row}\n".encode())
    named_at_both_doors(path, "r5", "travel-time matrix")


@pytest.mark.parametrize("name", ["stops.txt", "stop_times.txt.gz", "netex.xml", "ride.gpx", "query_log.csv"])
def test_trec_lines_under_the_fields_names_keep_their_reading(tmp_path, name):
    run = write_file(tmp_path / name, b"OD1:8503000:0:7>8507000:0:3 Q0 IT1@25:10:00 1 -3480 otp\n")
    assert run_shape(run) is None
    qrels = write_file(tmp_path / ("q_" + name), b"OD1:8503000:0:7>8507000:0:3 0 IT1@25:10:00 2\n")
    assert qrels_shape(qrels) is None


def test_a_run_named_for_a_gtfs_table_is_fused(tmp_path):
    run = tmp_path / "stop_times.txt"
    run.write_text("R1 Q0 IT-b@25:20:00 1 -3600 otp\nR1 Q0 IT-a@25:10:00 2 -3480 otp\n")
    out = tmp_path / "suggestions.run"
    assert main(["fuse", str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 0
    assert [ln.split()[2] for ln in out.read_text().splitlines()] == ["IT-a@25:10:00", "IT-b@25:20:00"]
