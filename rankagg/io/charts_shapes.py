"""A music analytics team's files where a run or the judgements are read (issue 45's thirtieth bar, u30j_): Spotify's
chart CSVs (the weekly export, and the one before 2022 under its note line), Last.fm's, Deezer's and ListenBrainz's
JSON, a DDEX message (ERN, XML) and a DDEX sales report (DSR, tab-separated records), a cue sheet.  Told a field
count, "starts with a header (...)" or a generic JSON note, each is named for what it is, with what to give
instead."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "CHARTS_JSON", "charts_head", "charts_shape"]

#: what to do with a service's chart or a distributor's file: each service's ranking of the tracks is a run
AS_RUN = ("give each service's ranking of the tracks as a run, a chart week and market a query (2026-W47/DE) and each "
          "track a document (its ISRC, or the service's id: no blank), the score higher for the better placed track "
          "(its streams, or minus its chart position): 'WEEK Q0 TRACK RANK SCORE SERVICE'; the label's picks are the "
          "qrels, 'WEEK 0 TRACK GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "
_CHART = "a chart, but a table: read it with pandas (its rank or streams column the score, " \
         "negated for a rank) and write it as a run: "

_TABLES = (
    (compiled(r"rank,uri,artist_names,track_name,"),
     "Spotify's chart CSV (rank, uri, artist_names, track_name, ..., streams: the weekly or daily export of "
     "charts.spotify.com)"),
    (compiled(r",*\"?Note that these figures are generated using a formula that protects against any artificial "
              r"inflation of chart positions"),
     "Spotify's chart CSV as it was written before 2022 (a note line, then Position, Track Name, Artist, Streams, "
     "URL)"),
)
_DSR_RECORD = compiled(r"(?:HEAD|SY\d\d|AS\d\d|RU\d\d|SU\d\d|LI\d\d|FOOT)\t")
_CUE_COMMAND = compiled(r"(?:REM|PERFORMER|TITLE|FILE|CATALOG|SONGWRITER|CDTEXTFILE)\b")
_CUE_FILE = compiled(r'\s*FILE\s+(?:"[^"]*"|\S+)\s+(?:WAVE|MP3|AIFF|FLAC|BINARY|MOTOROLA)\s*$')
_CUE_TRACK = compiled(r"\s*TRACK\s+\d{1,2}\s+AUDIO\s*$")
_DDEX_ROOTS = ("NewReleaseMessage", "PurgeReleaseMessage", "CatalogListMessage", "SalesReportToSocietyMessage",
               "MeadMessage", "PieMessage")

CHARTS_JSON = tuple(
    ((f'"{key}"', '"@attr"'), f"a Last.fm API response ({key}: its items and their @attr), " + _NOT_LINES + _CHART
     + AS_RUN) for key in ("toptracks", "topartists", "topalbums", "recenttracks", "tracks")) + (
    (('"tracks"', '"albums"', '"artists"', '"playlists"', '"total"'),
     "a Deezer chart response (tracks, albums, artists, playlists: data and total), " + _NOT_LINES + _CHART + AS_RUN),
    (('"listened_at"', '"track_metadata"'),
     "a ListenBrainz listens export (listened_at, track_metadata: a user's plays), " + _NOT_LINES
     + "its plays counted per track and week are a run's scores; " + AS_RUN),
)


def charts_shape(name: str, lines: Sequence[str]) -> str | None:
    """What chart table whose first lines are ``lines`` is, and what to give instead, or None."""
    head = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines if ln.strip()][:1]
    if not head or run_or_qrels_line(head[0]):
        return None
    return next((f"is {what}, {_NOT_LINES}{_CHART}{AS_RUN}" for pattern, what in _TABLES if pattern.match(head[0])),
                None)


def charts_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is a DDEX message or sales report, or a cue sheet; else None."""
    lines = [(i, ln.rstrip("\r")) for i, ln in enumerate(text.lstrip("\ufeff").split("\n")[:40], 1) if ln.strip()]
    if not lines or run_or_qrels_line(lines[0][1]):
        return None
    root = xml_root(text)
    if root is not None and root.local in _DDEX_ROOTS and "ddex.net" in root.attributes:
        return root.line, (f"is a DDEX message ({root.local}: a release's or a catalogue's delivery, XML), "
                           + _NOT_LINES + "it ranks no tracks; " + AS_RUN)
    first_at, first = lines[0]
    if first.startswith("HEAD\t") and sum(bool(_DSR_RECORD.match(ln)) for _, ln in lines) >= 2:
        return first_at, ("is a DDEX sales report (DSR: HEAD, SY, AS, RU and SU records, tab-separated: a service's "
                          "usage and revenue per release), " + _NOT_LINES + "its usage counted per track and period "
                          "is a run's scores; " + AS_RUN)
    if (_CUE_COMMAND.match(first) and any(_CUE_FILE.match(ln) for _, ln in lines)
            and any(_CUE_TRACK.match(ln) for _, ln in lines)):
        return first_at, ("is a cue sheet (CUE: REM, PERFORMER, TITLE, FILE, then TRACK and INDEX: a disc's or a mix's "
                          "track list), " + _NOT_LINES + "it ranks no tracks; " + AS_RUN)
    return None
