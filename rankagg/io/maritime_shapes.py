"""A maritime domain awareness team's files where a run or the judgements are read (issue 45's twenty-ninth bar,
u29j_): AIS as NMEA sentences (tag blocks too) and a ship's NMEA 0183 log, MarineCadastre's and the Danish Maritime
Authority's AIS tables (the latter's header a '# Timestamp,...' line the doors skip as a comment), Global Fishing
Watch's tables, ADS-B as SBS-1 BaseStation messages and OpenSky's state vectors, METAR reports.  Told a field count
("expected 6 fields, found 1" for an !AIVDM sentence) or, for the Danish table, a data row taken for its header,
each is named for what it is, with what to give instead."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line

__all__ = ["AS_RUN", "maritime_head", "maritime_shape"]

#: what to do with a surveillance feed: each detector's ranking of the vessels per area and day is a run
AS_RUN = ("give each detector's ranking as a run, the sea area and day a query (baltic/2026-11-30) and each vessel a "
          "document by its MMSI (leading zeros kept), the score higher for the riskier: 'AREA/DAY Q0 MMSI RANK SCORE "
          "DETECTOR'; what boardings found is the qrels, 'AREA/DAY 0 MMSI GRADE' (2 a violation, 1 a warning)")
_NOT_LINES = "not TREC run or qrels lines: it ranks no vessels; "

#: each file by a pattern of its first line: what it is
_FILES = (
    (compiled(r"^(?:\\[^\\]*\\)?!(?:AI|AB|AD|AN|AR|AS|AT|AX|BS|SA)VD[MO],\d,\d,\d*,[AB12]?,"),
     "an AIS feed as NMEA sentences (!AIVDM / !AIVDO, NMEA 4.0 tag blocks too: a receiver's raw messages)"),
    (compiled(r"^\$(?:GP|GN|GL|GA|GB|BD|II|HE|SD|WI|IN|EC)[A-Z]{3},[^\n]*\*[0-9A-Fa-f]{2}\s*$"),
     "NMEA 0183 sentences ($GPRMC, $GPGGA, ...: a receiver's position fixes and a ship's instruments)"),
    (compiled(r'^"?MMSI"?,"?BaseDateTime"?,"?LAT"?,"?LON"?'),
     "MarineCadastre's AIS table (MMSI, BaseDateTime, LAT, LON, SOG, COG: a position report per row)"),
    (compiled(r"^(?:mmsi,timestamp,distance_from_shore|date,cell_ll_lat,cell_ll_lon,)"),
     "a Global Fishing Watch table (its fishing-effort or vessel-track rows)"),
    (compiled(r"^(?:MSG|SEL|ID|AIR|STA|CLK),\d*,\d*,\d*,[0-9A-Fa-f]{6},"),
     "ADS-B as SBS-1 BaseStation messages (MSG,3,...: dump1090's port 30003 feed)"),
    (compiled(r"^time,icao24,lat,lon,velocity\b"),
     "OpenSky's state vectors (time, icao24, lat, lon, velocity, ...: aircraft positions)"),
    (compiled(r"^(?:METAR|SPECI)\s+(?:COR\s+)?[A-Z][A-Z0-9]{3}\s+\d{6}Z\b"),
     "METAR weather reports (an airport's observation per line)"),
)
#: the Danish Maritime Authority's AIS table: its header is a '#' line, skipped by the doors as a comment
_DMA_HEADER = compiled(r"#\s*Timestamp,Type of mobile,MMSI,Latitude,Longitude\b")


def maritime_shape(name: str, lines: Sequence[str]) -> str | None:
    """What surveillance file whose first lines are ``lines`` is, and what to give instead, or None."""
    head = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines if ln.strip()][:1]
    if not head or run_or_qrels_line(head[0]):
        return None
    for pattern, what in _FILES:
        if pattern.search(head[0]):
            return f"is {what}, " + _NOT_LINES + AS_RUN
    return None


def maritime_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is the Danish Maritime Authority's AIS table, whose header line starts
    with '#' (the doors read its first data row as the file's first line); else None."""
    first = next((at for at, line in enumerate(text.split("\n")[:64], start=1) if line.strip()), None)
    if first is None or not _DMA_HEADER.match(text.split("\n")[first - 1].lstrip("\ufeff")):
        return None
    return first, ("is the Danish Maritime Authority's AIS table (aisdk-*.csv: its header the '# Timestamp,Type of "
                   "mobile,MMSI,...' line, a position report per row), " + _NOT_LINES + AS_RUN)
