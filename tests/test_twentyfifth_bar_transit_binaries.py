"""Issue 45's twenty-fifth bar, a journey planner team's binary files given where a run or qrels go: a GTFS feed as
published (a zip of its tables) was "a zip archive: unzip it" (which gives the tables, no runs either), a
GTFS-Realtime feed "a NUL byte" at line 3 (protobuf's bytes read as text), an OpenStreetMap ``.osm.pbf`` "UTF-16 or
UTF-32 text without a byte-order mark" (u25g_gtfs_zip_as_run, u25g_gtfs_rt_pb_as_run, u25g_osm_pbf_as_run).

The members are generated: feeds zipped with their tables in other orders, at the root or in a folder, stored or
deflated; GTFS-Realtime messages of both versions and each entity kind; PBF blobs of both types; under their own names
and neutral ones, at both doors.  Near shapes keep their reading: a zip of runs is an archive, a gzipped run a run."""

from __future__ import annotations

import gzip
import io
import struct
import zipfile

import pytest

from rankagg.io.binary_containers import container_of
from tests.test_twentyfifth_bar_transit_files import commands_refuse

TABLES = {"agency.txt": "agency_id,agency_name,agency_url,agency_timezone\n11,SBB,https://www.sbb.ch,Europe/Zurich\n",
          "stops.txt": "stop_id,stop_name,stop_lat,stop_lon\n8503000:0:7,Zürich HB,47.37818,8.54019\n",
          "stop_times.txt": "trip_id,arrival_time,departure_time,stop_id,stop_sequence\nt1,24:58:00,25:10:00,8503000:0:7,1\n",
          "calendar_dates.txt": "service_id,date,exception_type\nTA,20261225,2\n"}


def _zip(members: list[str], folder: str, method: int) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", method) as z:
        for name in members:
            z.writestr(zipfile.ZipInfo(folder + name, (2026, 12, 1, 0, 0, 0)), TABLES[name])
    return buf.getvalue()


def _pb(*fields: tuple[int, bytes | int]) -> bytes:
    """A protobuf message of ``(number, value)`` fields: bytes length-delimited (wire type 2), ints as varints (0)."""
    def varint(n: int) -> bytes:
        return bytes([n & 0x7F | 0x80]) + varint(n >> 7) if n > 0x7F else bytes([n])
    return b"".join(varint(k << 3) + varint(v) if isinstance(v, int) else varint(k << 3 | 2) + varint(len(v)) + v
                    for k, v in fields)


def _feed_message(version: bytes, entity: bytes) -> bytes:
    header = _pb((1, version), (2, 0), (3, 1764724200))
    return _pb((1, header), (2, _pb((1, b"e1")) + entity))


#: a TripUpdate (field 3), a VehiclePosition (4), an Alert (5)
ENTITIES = [_pb((3, _pb((1, _pb((1, b"1.TA.91-5-j26-1.1.H")))))), _pb((4, _pb((1, _pb((1, b"t1")))))),
            _pb((5, _pb((10, _pb((1, _pb((1, b"Bauarbeiten"))))))))]


def _osm_pbf(kind: bytes) -> bytes:
    header = _pb((1, kind), (3, 72))
    return struct.pack(">I", len(header)) + header + _pb((1, b"\x22\x0eOsmSchema-V0.6")) + b"\x00" * 24


BINARIES = ([(_zip(order, folder, method), "GTFS feed")
             for order in (["agency.txt", "stops.txt", "stop_times.txt"], ["stops.txt", "agency.txt"],
                           ["calendar_dates.txt"])
             for folder in ("", "gtfs_fp2027/") for method in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED)]
            + [(_feed_message(v, e), "GTFS-Realtime") for v in (b"1.0", b"2.0") for e in ENTITIES]
            + [(_osm_pbf(k), "OpenStreetMap") for k in (b"OSMHeader", b"OSMData")])


@pytest.mark.parametrize("data,what", BINARIES)
@pytest.mark.parametrize("name", ["feed.zip", "trip_updates.pb", "switzerland-latest.osm.pbf", "otp.run", "x"])
def test_a_journey_planners_binary_is_named_whatever_its_name(tmp_path, data, what, name):
    path = tmp_path / name
    path.write_bytes(data)
    reason = container_of(str(path))
    assert reason is not None and what in reason and "Q0" in reason  # what to give instead: a run's line


@pytest.mark.parametrize("data,what", BINARIES[::4])
@pytest.mark.parametrize("door", ["runs", "qrels"])
def test_the_commands_name_it_and_write_nothing(tmp_path, capsys, data, what, door):
    path = tmp_path / "feed.bin"
    path.write_bytes(data)
    commands_refuse(path, capsys, door, "feed.bin", what)


def test_near_shapes_keep_their_reading(tmp_path):
    runs = io.BytesIO()
    with zipfile.ZipFile(runs, "w") as z:
        z.writestr("otp.run", "OD1 Q0 IT1 1 -3480 otp\n")
    (tmp_path / "runs.zip").write_bytes(runs.getvalue())
    reason = container_of(str(tmp_path / "runs.zip"))
    assert reason is not None and "ZIP archive" in reason and "GTFS" not in reason
    (tmp_path / "otp.run.gz").write_bytes(gzip.compress(b"OD1 Q0 IT1@25:10:00 1 -3480 otp\n", mtime=0))
    (tmp_path / "notes.txt").write_bytes(b"\n\n\n2.0 is the GTFS-Realtime version\n")
    assert container_of(str(tmp_path / "otp.run.gz")) is None and container_of(str(tmp_path / "notes.txt")) is None
