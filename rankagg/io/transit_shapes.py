"""A journey planner team's files, told by their first lines or bytes, so that a run or qrels door names what they are
and says what to give instead of a field count (issue 45's twenty-fifth bar, itineraries from OpenTripPlanner, OSRM,
GraphHopper, Valhalla and r5 fused per origin-destination request: a GTFS feed's ``stop_times.txt`` was told
"expected 6 fields 'qid Q0 docid rank score tag', found 1", its ``stops.txt`` "a run table saved as text", a NeTEx,
OpenStreetMap, GPX or KML document "found 3" (its XML declaration's fields), a GTFS-Realtime feed "a NUL byte" at
line 3, an ``.osm.pbf`` "UTF-16 or UTF-32 text", a zipped feed "a zip archive: unzip it", which gives the tables).

* A GTFS feed's tables, by their headers (the GTFS Schedule reference's required fields): ``stops.txt``,
  ``stop_times.txt``, ``routes.txt``, ``trips.txt``, ``calendar.txt``, ``calendar_dates.txt``, ``agency.txt``,
  ``shapes.txt``, ``frequencies.txt``, ``transfers.txt``, ``feed_info.txt``.
* r5's (r5py's) travel-time matrix (``from_id, to_id, travel_time``) and a planner app's query log (origin and
  destination columns beside an engine's or an itinerary's), whose chosen flag makes the qrels.
* XML documents by their root element: NeTEx's ``PublicationDelivery``, SIRI, OpenStreetMap's ``osm`` and
  ``osmChange``, GPX, KML and Training Center XML.
* The binary files, by their bytes: a zip whose members are GTFS tables, a GTFS-Realtime ``FeedMessage`` (protobuf:
  its header's ``gtfs_realtime_version`` first), OpenStreetMap's PBF (a ``BlobHeader`` typed ``OSMHeader``).

An engine's itineraries for one request, best first, are a run's list: the note says so."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.xml_head import xml_root

__all__ = ["transit_shape", "transit_binary"]

#: what to do with a feed's or an engine's file: each engine's itineraries per request are a run
AS_RUN = ("give each routing engine's answers as a run, a request (origin>destination@time, no blank) a query and its "
          "itineraries the documents, the score higher for the better one (minus the duration in seconds, or minus "
          "the generalized cost): 'REQUEST Q0 ITINERARY RANK SCORE ENGINE' (or rankagg.fuse({engine: {request: "
          "{itinerary: -duration}}})); what riders chose are the qrels, 'REQUEST 0 ITINERARY GRADE'")
_NOT_LINES = "not TREC run or qrels lines: it ranks no itineraries; route each request with the engines that read it and "
#: a GTFS table's name and the fields that tell it (required by the GTFS Schedule reference, or all but always there)
_GTFS_TABLES = (
    ("stop_times.txt", {"trip_id", "stop_id", "stop_sequence"}),
    ("stops.txt", {"stop_id", "stop_lat", "stop_lon"}),
    ("trips.txt", {"route_id", "service_id", "trip_id"}),
    ("routes.txt", {"route_id", "route_type"}),
    ("calendar.txt", {"service_id", "monday", "sunday", "start_date"}),
    ("calendar_dates.txt", {"service_id", "date", "exception_type"}),
    ("agency.txt", {"agency_name", "agency_url", "agency_timezone"}),
    ("shapes.txt", {"shape_id", "shape_pt_lat", "shape_pt_lon"}),
    ("frequencies.txt", {"trip_id", "start_time", "end_time", "headway_secs"}),
    ("transfers.txt", {"from_stop_id", "to_stop_id", "transfer_type"}),
    ("feed_info.txt", {"feed_publisher_name", "feed_lang"}),
)
_GTFS_NAMES = frozenset(name for name, _ in _GTFS_TABLES)
#: an XML document's root element (its local name) and what it is
_XML_ROOTS = {
    "PublicationDelivery": "a NeTEx publication (XML, CEN's Network and Timetable Exchange: stops, lines, journeys)",
    "Siri": "a SIRI message (XML: real-time service information)",
    "osm": "an OpenStreetMap extract (OSM XML: nodes, ways and relations)",
    "osmChange": "an OpenStreetMap change file (osmChange XML)",
    "gpx": "a GPX track (XML: points with their times)",
    "kml": "a KML document (XML: placemarks and lines of a map)",
    "TrainingCenterDatabase": "a TCX file (Garmin's Training Center XML: an activity's laps and track points)",
}
#: the columns of a query log that say a rider's choice
_CHOICE_COLUMNS = ("chosen", "selected", "clicked", "booked", "taken")


def _cells(line: str) -> list[str]:
    """The header's cells, unquoted and lower-cased, at its separator (a comma, a tab, else blanks)."""
    line = line.lstrip("\ufeff").strip("\r\n")
    cells = line.split(",") if "," in line else line.split("\t") if "\t" in line else line.split()
    return [c.strip().strip("\"'").lower() for c in cells]


def _gtfs_table(name: str, cells: set[str]) -> str | None:
    base = name.lower().removesuffix(".gz")
    table = next((t for t, need in _GTFS_TABLES if need <= cells), None)
    if table is None and base in _GTFS_NAMES and len(cells) >= 2 and all(re.fullmatch(r"[a-z_]+", c) for c in cells):
        table = base  # an optional table's columns, under its GTFS name
    if table is None:
        return None
    late = ("; times past midnight such as 25:10:00 are the service day's" if table in ("stop_times.txt",
                                                                                      "frequencies.txt") else "")
    return f"is a GTFS feed's {table} (a header of GTFS fields, then a row per record{late}), {_NOT_LINES}" + AS_RUN


def _log_or_matrix(cells: list[str]) -> str | None:
    have = set(cells)
    if {"from_id", "to_id"} <= have and any(c.startswith("travel_time") for c in cells):
        return ("is r5's travel-time matrix (r5py's TravelTimeMatrix: from_id, to_id, travel_time in minutes), a row "
                "per origin and destination and no itineraries, not TREC run or qrels lines: " + AS_RUN)
    origin = any(c.startswith(("origin", "from_stop", "from_place")) for c in cells)
    destination = any(c.startswith(("destination", "to_stop", "to_place")) for c in cells)
    shown = any(c.startswith(("itinerary", "engine", "router")) for c in cells)
    if not (origin and destination and shown):
        return None
    flag = next((c for c in cells if c in _CHOICE_COLUMNS), None)
    grade = (f"; its '{flag}' column is the grade: a row per request and itinerary with '{flag}' 1 is 'REQUEST 0 "
             "ITINERARY 1' in the qrels (the itineraries shown and not taken 0)") if flag else ""
    return ("is a journey planner's query log (a row per request and itinerary shown: origin, destination, engine, "
            "itinerary), not TREC run or qrels lines: read it with pandas; each engine's rows per request, by their "
            "rank or minus their duration, are a run" + grade + "; " + AS_RUN)


def transit_shape(name: str, lines: Sequence[str]) -> str | None:
    """What journey planning file named ``name`` whose first lines are ``lines`` begins, and what to do, or None."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines:
        return None
    root = xml_root("\n".join(lines)) if lines[0].lstrip(" \t").startswith("<") else None
    xml = None if root is None else _XML_ROOTS.get(root.local)
    if xml is not None:
        return f"is {xml}, {_NOT_LINES}" + AS_RUN
    cells = _cells(lines[0])
    return _gtfs_table(name, set(cells)) or _log_or_matrix(cells)


#: a zip member's local header: the signature, then (at 26) the lengths of its name and extra field
_LOCAL_HEADER = compiled(rb"PK\x03\x04[\s\S]{22}([\s\S]{2})[\s\S]{2}")


def _varint(data: bytes, at: int) -> tuple[int, int]:
    """A protobuf varint at ``at``: its value and the offset after it ((-1, at) when the bytes end first)."""
    value, shift = 0, 0
    while at < len(data) and shift < 64:
        byte = data[at]
        value |= (byte & 0x7F) << shift
        at, shift = at + 1, shift + 7
        if not byte & 0x80:
            return value, at
    return -1, at


def _gtfs_realtime(head: bytes) -> bool:
    """Whether ``head`` starts a GTFS-Realtime FeedMessage: field 1 (its FeedHeader, length-delimited) whose own
    field 1 is the gtfs_realtime_version ('1.0', '2.0')."""
    if head[:1] != b"\x0a":
        return False
    _, at = _varint(head, 1)
    if head[at:at + 1] != b"\x0a":
        return False
    size, at = _varint(head, at + 1)
    return 0 < size <= 8 and re.fullmatch(rb"\d+\.\d+", head[at:at + size]) is not None


def _osm_pbf(head: bytes) -> bool:
    """Whether ``head`` starts an OpenStreetMap PBF: a 4-byte big-endian length, then a BlobHeader whose type (field
    1) is 'OSMHeader' or 'OSMData'."""
    return (len(head) > 8 and int.from_bytes(head[:4], "big") < 64 * 1024 and head[4:5] == b"\x0a"
            and head[6:6 + head[5]] in (b"OSMHeader", b"OSMData"))


def _gtfs_zip_member(head: bytes) -> str | None:
    """The first member of the zip starting ``head`` whose name is a GTFS table's (at the root or in one folder)."""
    if not head.startswith(b"PK\x03\x04"):
        return None
    for header in _LOCAL_HEADER.finditer(head):
        member = head[header.end():header.end() + int.from_bytes(header.group(1), "little")].decode("utf-8", "replace")
        if member.rsplit("/", 1)[-1].lower() in _GTFS_NAMES:
            return member
    return None


def transit_binary(head: bytes) -> tuple[str, str] | None:
    """What binary journey planning file ``head`` starts (a zipped GTFS feed, a GTFS-Realtime feed, an OpenStreetMap
    PBF) and what to do with it; None for anything else."""
    member = _gtfs_zip_member(head)
    if member is not None:
        return (f"a GTFS feed (a zip of a timetable's tables; its member {member!r})",
                "a timetable ranks nothing (unzipped, its tables are no runs either); route each request with the "
                "engines that read the feed (OpenTripPlanner, r5) and " + AS_RUN)
    if _gtfs_realtime(head):
        return ("a GTFS-Realtime feed (the GTFS-realtime protocol buffer, as Google first named it: a FeedMessage "
                "of trip updates, vehicle positions or alerts)",
                "real-time updates rank nothing; route each request with the engines that read them and " + AS_RUN)
    if _osm_pbf(head):
        return ("an OpenStreetMap extract in PBF (.osm.pbf: a BlobHeader typed OSMHeader)",
                "a street network ranks nothing; route each request with the engines built on it (OSRM, GraphHopper, "
                "Valhalla, OpenTripPlanner) and " + AS_RUN)
    return None
