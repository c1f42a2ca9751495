"""A speedrunning community's files where a run, the judgements or a table are read (issue 45's thirty-first bar,
u31i_): LiveSplit's splits (XML after the prolog) and autosplitter scripts, WSplit's splits (whose title line can split
into six fields that read as a TREC run line), speedrun.com's leaderboard API answers (files, loaded documents and their
runs as a frame), Splits I/O exports, racetime.gg's race data, FCEUX movies and BizHawk movies (zips told by their
members).  They were told a field count at line 1 or 2, a generic JSON note or "a zip archive"; each is named for what
it is, with what to give instead."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.app_store_shapes import zip_members
from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "SPEEDRUN_JSON", "SPEEDRUN_OUTPUTS", "speedrun_binary", "speedrun_columns", "speedrun_document",
           "speedrun_head", "speedrun_lines", "speedrun_shape"]

#: what to do with a timer's, a leaderboard's or a race's file: each source's ranking of the runners is a run
AS_RUN = ("give each source's ranking (a leaderboard's places, a race site's ratings) as a run, a game and category a "
          "query and each runner a document (runner:cheese05), the score higher for the better (negate a time): "
          "'GAME/CATEGORY Q0 RUNNER RANK SCORE SOURCE'; the community's votes are the qrels, 'GAME/CATEGORY 0 RUNNER "
          "GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

_WSPLIT_TITLE = compiled(r"^Title=")
_WSPLIT_ATTEMPTS = compiled(r"^Attempts=\d+$")
#: an autosplitter's first block: state("process") or startup, init, split... followed by '{'
_ASL = compiled(r'^(?:state\s*\(\s*"[^"]+"(?:\s*,\s*"[^"]*")?\s*\)|startup|init|update|start|split|reset|isLoading|'
                r'gameTime|exit|shutdown)\s*\{?\s*$')
#: FCEUX's movie header: 'version 3', then emuVersion (and the other keys, one per line)
_FM2_VERSION = compiled(r"^version\s+\d+$")
_FM2_KEYS = compiled(r"^(?:emuVersion|rerecordCount|palFlag|romFilename)\s")


def speedrun_lines(lines: Sequence[str]) -> bool:
    """Whether the first ``lines`` are WSplit's (u31i_wsplit_as_run): its title line ('Title=Super Mario 64 - 120
    Star') splits at blanks into six fields, which read as a TREC run line; a run's second line is no 'Attempts=N'."""
    return (len(lines) > 1 and _WSPLIT_TITLE.match(lines[0].strip()) is not None
            and _WSPLIT_ATTEMPTS.match(lines[1].strip()) is not None)


def speedrun_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if speedrun_lines(lines):
        return (f"is WSplit's splits (Title=, Attempts=, Offset=, Size=, then a segment per line: one runner's "
                f"times), {_NOT_LINES}{AS_RUN}")
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first, second = lines[0].strip(), (lines[1].strip() if len(lines) > 1 else "")
    what = None
    if _ASL.match(first) and (first.endswith("{") or second.startswith("{")):
        what = "a LiveSplit autosplitter script (ASL: state(\"process\") { ... }, then start, split, reset blocks)"
    elif _FM2_VERSION.match(first) and _FM2_KEYS.match(second):
        what = "an FCEUX movie (.fm2: version, emuVersion, rerecordCount, romFilename, then |0|........| input frames)"
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def speedrun_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is LiveSplit's splits: a Run root with a version, its game and category."""
    root = xml_root(text)
    if root is None or root.local != "Run" or "version=" not in root.attributes \
            or not ("<GameName" in text or "<CategoryName" in text):
        return None
    return root.line, ("is LiveSplit's splits (.lss: Run, GameName, CategoryName, Attempts, Segments: one runner's "
                       f"times), {_NOT_LINES}{AS_RUN}")


def speedrun_columns(names: Sequence[object]) -> str | None:
    """What a table whose columns are ``names`` is: speedrun.com's leaderboard runs as a frame (json_normalize)."""
    cells = {str(n) for n in names}
    if "place" in cells and any(c.startswith("run.times.") for c in cells):
        return ("is speedrun.com's leaderboard runs (place, run.id, run.players, run.times.primary_t), no runs: a "
                "leaderboard's places are one source's ranking; " + AS_RUN)
    return None


#: (keys a JSON document's first bytes hold, what it is and what to give instead)
SPEEDRUN_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"weblink"', 'speedrun.com/', '"runs"', '"place"'),
     "speedrun.com's leaderboard API answer (data: weblink, game, category, runs with place and times), "
     + _NOT_LINES + AS_RUN),
    (('"_schemaVersion"', '"segments"', '"runners"'),
     "a Splits I/O export (the splits exchange format: _schemaVersion, timer, game, category, runners, segments), "
     + _NOT_LINES + AS_RUN),
    # every entrant is a user: a run whose documents are named entrants, goal and finish_time is no race
    (('"entrants"', '"finish_time"', '"goal"', '"user"'),
     "a racetime.gg race's data (name, status, goal, entrants with place and finish_time), " + _NOT_LINES + AS_RUN),
)


def speedrun_document(obj: object) -> str | None:
    """What speedrun.com's answer or a racetime.gg race loaded in Python and given as runs is, or None: their fields
    are text and lists, where a run's queries hold mappings."""
    if not isinstance(obj, dict):
        return None
    data = obj.get("data")
    if isinstance(data, dict) and "speedrun.com" in str(data.get("weblink", "")) and isinstance(data.get("runs"), list):
        return SPEEDRUN_JSON[0][1]
    if isinstance(obj.get("entrants"), list) and "goal" in obj:
        return SPEEDRUN_JSON[2][1]
    return None


def speedrun_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for a BizHawk movie: a zip holding Header.txt and Input Log.txt."""
    if not head.startswith(b"PK\x03\x04"):
        return None
    names = set(zip_members(head))
    if b"Input Log.txt" in names or {b"Header.txt", b"SyncSettings.json"} <= names:
        return ("a BizHawk movie (.bk2: a zip of Header.txt, Input Log.txt, SyncSettings.json: a tool-assisted run's "
                "inputs)", AS_RUN)
    return None


#: the field's output names: the timers and emulators read their own splits and movies, no TREC line
SPEEDRUN_OUTPUTS: dict[str, str] = {
    ".lss": "LiveSplit's splits (XML of a run's segments and times)",
    ".wsplit": "WSplit's splits",
    ".fm2": "an FCEUX movie (a tool-assisted run's inputs)",
    ".bk2": "a BizHawk movie (a zip of a tool-assisted run's inputs)",
    ".asl": "a LiveSplit autosplitter script",
}
