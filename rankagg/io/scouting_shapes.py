"""A football club's recruitment files where a run, the judgements or a table are read (issue 45's thirty-second bar,
u32c_): StatsBomb's, Wyscout's and Understat's JSON (files and records loaded in Python), Opta's F24 feeds and
Sportscode's XML (their roots), Metrica Sports' tracking data (its two header rows), and the Transfermarkt and FBref
tables (files and frames).  They were told a field count or a generic note; each is named for what it is, with what to
give instead."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.header_tables import columns_note, header_cells, named_table
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "SCOUTING_JSON", "SCOUTING_OUTPUTS", "scouting_columns", "scouting_document", "scouting_head",
           "scouting_shape"]

#: what to do with events, tracking and stats tables: each model's ranking of a search's players is a run
AS_RUN = ("give each scouting model's ranking (an expected-goals model's, a provider's rating, the scouts' grades) as "
          "a run, a position, league and window a query and each player a document (plr:80321), the score higher for "
          "the better: 'POSITION/LEAGUE/WINDOW Q0 PLAYER RANK SCORE MODEL'; how the signings turned out is the qrels, "
          "'POSITION/LEAGUE/WINDOW 0 PLAYER GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

_TABLES = (
    (("player_id", "player_code", "market_value_in_eur"), "Transfermarkt's players table (the player-scores data: "
                                                          "player_id, name, position, ..., market_value_in_eur)"),
    (("appearance_id", "game_id", "player_id"), "Transfermarkt's appearances table (appearance_id, game_id, "
                                                "player_id, minutes_played, ...)"),
    (("Rk", "Player", "Squad", "90s"), "an FBref stats table (Rk, Player, Nation, Pos, Squad, ..., its 'Share & "
                                       "Export' CSV)"),
)
_STATSBOMB = "StatsBomb's events (open data: id, index, period, timestamp, type, possession_team, play_pattern, ...)"
_WYSCOUT = "Wyscout's v2 events (eventId, eventName, subEventName, tags, playerId, positions, matchPeriod, ...)"
_UNDERSTAT = "Understat's shots (id, minute, result, X, Y, xG, player, h_a, situation, shotType, ...)"
SCOUTING_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"possession_team"', '"play_pattern"', '"timestamp"'), f"{_STATSBOMB}, {_NOT_LINES}{AS_RUN}"),
    (('"eventId"', '"subEventName"', '"matchPeriod"'), f"{_WYSCOUT}, {_NOT_LINES}{AS_RUN}"),
    (('"shotType"', '"situation"', '"h_a"', '"xG"'), f"{_UNDERSTAT}, {_NOT_LINES}{AS_RUN}"),
)


def scouting_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first = lines[0].lstrip("\ufeff").strip()
    cells = [c.strip().lower() for c in first.split(",")]
    if first.startswith(",,,") and {c for c in cells if c} <= {"home", "away"} and any(cells):
        what: str | None = ("Metrica Sports' tracking data (two header rows, each player's team and jersey over its "
                            "x and y columns, then Period, Frame, Time [s], ...; kloppy reads it)")
    else:
        what = named_table(header_cells(first), _TABLES)
        what = None if what is None else what + ", read it with pandas"
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def scouting_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is an Opta F24 feed or a Sportscode timeline's XML export."""
    root = xml_root(text)
    if root is None:
        return None
    if root.local == "Games" and "<Game " in text and "type_id=" in text:
        return root.line, (f"is an Opta F24 feed (Games, Game, Event with type_id, Q qualifiers: a match's events), "
                           f"{_NOT_LINES}{AS_RUN}")
    if root.local == "file" and "<ALL_INSTANCES>" in text:
        return root.line, (f"is a Sportscode timeline's XML export (file, ALL_INSTANCES, instance: ID, start, end, "
                           f"code; Hudl Sportscode), {_NOT_LINES}{AS_RUN}")
    return None


def scouting_document(obj: object) -> str | None:
    """What a record of the providers' events or shots, loaded in Python and given as runs, is, or None."""
    if not isinstance(obj, dict):
        return None
    if "possession_team" in obj and "play_pattern" in obj:
        return f"{_STATSBOMB}, {_NOT_LINES}{AS_RUN}"
    if "eventId" in obj and "subEventName" in obj:
        return f"{_WYSCOUT}, {_NOT_LINES}{AS_RUN}"
    if "shotType" in obj and "h_a" in obj and "xG" in obj:
        return f"{_UNDERSTAT}, {_NOT_LINES}{AS_RUN}"
    return None


def scouting_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return columns_note(names, _TABLES, AS_RUN)


#: the field's output names: the video and scouting tools open their own packages, no TREC line
SCOUTING_OUTPUTS: dict[str, str] = {
    ".sctimeline": "a Sportscode timeline package (which Hudl Sportscode opens)",
    ".scclips": "a Sportscode playlist of clips (which Hudl Sportscode opens)",  # u87b_out_sportscode_playlist
    ".fmf": "a Football Manager editor file",
    ".dvw": "a DataVolley scout file (which DataVolley and VolleyMetrics read)",
}
